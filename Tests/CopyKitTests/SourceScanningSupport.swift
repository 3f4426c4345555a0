@testable import CopyKit

/// The alerts the scanner finds in source files given as (path, text), each file's language
/// read from its path (Swift when the path says nothing).
func scannedAlerts(_ files: [(path: String, text: String)]) -> [AppAlert] {
    let sources = files.map {
        SourceFile(path: $0.path, language: SourceLanguage(path: $0.path) ?? .swift, bytes: Array($0.text.utf8))
    }
    return AlertScanner().scan(sources).alerts
}
