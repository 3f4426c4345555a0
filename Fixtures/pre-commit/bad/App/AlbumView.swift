import SwiftUI

struct AlbumView: View {
    var body: some View { Text("delete_album.alert.title") }
}
