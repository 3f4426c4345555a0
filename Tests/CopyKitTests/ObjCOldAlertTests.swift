import XCTest

@testable import CopyKit

/// `UIAlertView` and `UIActionSheet` in Objective-C (old code): title, message and the
/// nil-terminated list of other buttons, with the roles their initializer gives.
final class ObjCOldAlertTests: XCTestCase {
    func testUIAlertViewAndUIActionSheet() {
        let found = scannedAlerts([
            (
                path: "Warn.m",
                text:
                    #"""
                - (void)warn {
                    UIAlertView *alert = [[UIAlertView alloc] initWithTitle:@"Sync Failed" message:@"Tap OK to continue" delegate:self cancelButtonTitle:@"Cancel" otherButtonTitles:@"Retry", @"Help", nil];
                    [alert addButtonWithTitle:@"Report"];
                    [alert show];
                    UIActionSheet *sheet = [[UIActionSheet alloc] initWithTitle:nil delegate:self cancelButtonTitle:@"Cancel" destructiveButtonTitle:@"Delete" otherButtonTitles:nil];
                    [sheet showInView:self.view];
                }
                """#
            )
        ])
        XCTAssertEqual(found.map(\.api), ["UIAlertView", "UIActionSheet"])
        XCTAssertEqual(found[0].title?.origin, .literal("Sync Failed", catalogKey: false))
        XCTAssertEqual(
            found[0].buttons.map { $0.text?.origin },
            ["Cancel", "Retry", "Help", "Report"].map { .literal($0, catalogKey: false) })
        XCTAssertEqual(found[0].buttons.map(\.role), [.cancel, .default, .default, nil])
        XCTAssertEqual(found[1].kind, .actionSheet)
        XCTAssertEqual(found[1].buttons.map(\.role), [.destructive, .cancel])
    }

    func testAHelperMessagedThroughAWeakSelfIsFollowed() {
        let found = scannedAlerts([
            (
                path: "Feed.m",
                text:
                    #"""
                @implementation Feed
                - (void)showError:(NSString *)message {
                    UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Error" message:message preferredStyle:UIAlertControllerStyleAlert];
                    [self presentViewController:alert animated:YES completion:nil];
                }
                - (void)refresh {
                    __weak typeof(self) weakSelf = self;
                    [self.api load:^(NSError *error) { [weakSelf showError:@"The feed could not be loaded."]; }];
                    [self.other showError:@"Not this one: another object's method."];
                }
                @end
                """#
            )
        ])
        XCTAssertEqual(found.map(\.site.description), ["Feed.m:3", "Feed.m:8"])
        XCTAssertEqual(found.last?.message?.origin, .literal("The feed could not be loaded.", catalogKey: false))
    }
}
