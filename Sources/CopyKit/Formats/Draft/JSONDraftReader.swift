/// Reads JSON drafts: one alert object, an array of them, or JSON Lines.
enum JSONDraftReader {
    static func read(_ bytes: [UInt8], path: String) throws(DraftError) -> DraftDocument {
        throw DraftError(path: path, line: 1, column: 1, message: "JSON drafts are not supported yet")
    }
}
