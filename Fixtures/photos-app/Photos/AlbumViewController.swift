import UIKit

final class AlbumViewController: UIViewController {
    func confirmDelete(album: Album) {
        let alert = UIAlertController(
            title: NSLocalizedString("delete_album.title", comment: "Title of the delete-album confirmation"),
            message: NSLocalizedString("delete_album.message", comment: "Message of the delete-album confirmation"),
            preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: NSLocalizedString("Yes", comment: ""), style: .destructive))
        alert.addAction(UIAlertAction(title: NSLocalizedString("No", comment: ""), style: .cancel))
        present(alert, animated: true)
    }

    func reportFullLibrary() {
        showError(title: "Error", message: NSLocalizedString("library_full.message", comment: ""))
    }
}

extension UIViewController {
    /// The app's own helper: every call is an alert with the caller's title and message.
    func showError(title: String, message: String) {
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
