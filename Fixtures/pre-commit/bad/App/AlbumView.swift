import SwiftUI

struct AlbumView: View {
    @State private var confirmsDelete = false
    @State private var syncFailed = false

    var body: some View {
        Text("Album")
            .alert("delete_album.alert.title", isPresented: $confirmsDelete) {
                Button("delete_album.alert.button.cancel", role: .cancel) {}
                Button("delete_album.alert.button.delete", role: .destructive) {}
            } message: {
                Text("delete_album.alert.message")
            }
            .alert("sync_failed.alert.title", isPresented: $syncFailed) {
            } message: {
                Text("sync_failed.alert.message")
            }
    }
}
