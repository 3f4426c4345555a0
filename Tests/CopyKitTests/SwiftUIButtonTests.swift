import XCTest

@testable import CopyKit

/// Buttons of SwiftUI's `Alert` and `ActionSheet` values: qualified (`ActionSheet.Button.cancel()`)
/// and held in locals of the closure that builds the value.
final class SwiftUIButtonTests: XCTestCase {
    func testQualifiedButtonsAndButtonsInLocals() {
        let found = scannedAlerts([
            (
                path: "Details.swift",
                text:
                    """
                import SwiftUI
                struct Details: View {
                    var body: some View {
                        Text("x").actionSheet(isPresented: $confirming, content: {
                            let delete = ActionSheet.Button.destructive(Text("Delete Password")) { model.delete() }
                            return ActionSheet(title: Text("Delete this password?"), buttons: [delete, ActionSheet.Button.cancel()])
                        })
                    }
                }
                """
            )
        ])
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.buttons.map(\.role), [.destructive, .cancel])
        XCTAssertEqual(found.first?.buttons.first?.text?.origin, .literal("Delete Password", catalogKey: true))
    }
}
