import Foundation

/// The keys of the alert whose copy alertcopy checks.
public enum Greeter {
    public static let deleteTitleKey = "delete_album.alert.title"
}
