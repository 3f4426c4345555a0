import SwiftUI

struct ShareView: View {
    @State private var confirmsStop = false

    var body: some View {
        Text("Shared Album")
            .confirmationDialog("Stop Sharing?", isPresented: $confirmsStop) {
                Button("Stop Sharing", role: .destructive) {}
            } message: {
                Text("People you invited lose access to this album.")
            }
    }
}
