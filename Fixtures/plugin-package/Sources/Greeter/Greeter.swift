import Foundation

/// The keys of the alerts whose copy alertcopy checks.
public enum Greeter {
    public static let deleteTitleKey = "delete_album.alert.title"
}

// The alerts as an iOS app presents them; alertcopy reads this code on any platform.
#if canImport(UIKit)
    import UIKit

    extension UIViewController {
        func confirmDeleteAlbum() {
            let alert = UIAlertController(
                title: NSLocalizedString("delete_album.alert.title", bundle: .module, comment: "Alert title"),
                message: NSLocalizedString("delete_album.alert.message", bundle: .module, comment: "Alert message"),
                preferredStyle: .alert)
            alert.addAction(
                UIAlertAction(
                    title: NSLocalizedString("delete_album.alert.button.cancel", bundle: .module, comment: ""),
                    style: .cancel))
            alert.addAction(
                UIAlertAction(
                    title: NSLocalizedString("delete_album.alert.button.delete", bundle: .module, comment: ""),
                    style: .destructive))
            present(alert, animated: true)
        }

        func reportSyncFailure() {
            let alert = UIAlertController(
                title: NSLocalizedString("sync_failed.alert.title", bundle: .module, comment: "Alert title"),
                message: NSLocalizedString("sync_failed.alert.message", bundle: .module, comment: "Alert message"),
                preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            present(alert, animated: true)
        }
    }
#endif
