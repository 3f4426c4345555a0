/// Where the fields of an alert read from a line of JSON Lines are, kept as a few numbers: each
/// string value's bytes and the column of its opening quote, and the column of the button list.
/// A field's `FieldSource` is made from them when it is asked for, so reading an alert builds no
/// dictionary and no closure per field. The strings placed here are those `JSONAlertScanner`
/// reads (the columns of their escapes are counted when a place is asked for), in an input of
/// fewer than 2³¹ bytes (offsets and columns fit 32 bits).
struct JSONFieldPlaces: Sendable {
    /// A string value: its bytes, quotes included, and the UTF-16 column of its opening quote.
    struct Quote: Sendable {
        var start: Int32
        var end: Int32
        var column: Int32

        init(_ quoted: Range<Int>, column: Int) {
            start = Int32(truncatingIfNeeded: quoted.lowerBound)
            end = Int32(truncatingIfNeeded: quoted.upperBound)
            self.column = Int32(truncatingIfNeeded: column)
        }

        var quoted: Range<Int> { Int(start)..<Int(end) }
    }

    /// The quotes of the buttons in order, kept in place.
    struct ButtonQuotes: Sendable {
        /// The most buttons placed (six); the scanner leaves an alert with more to the node reader.
        private var quotes = (
            Quote(0..<0, column: 0), Quote(0..<0, column: 0), Quote(0..<0, column: 0), Quote(0..<0, column: 0),
            Quote(0..<0, column: 0), Quote(0..<0, column: 0)
        )
        private(set) var count = 0

        /// Adds `quote` after the others; false when there is no room for it.
        mutating func append(_ quote: Quote) -> Bool {
            switch count {
            case 0: quotes.0 = quote
            case 1: quotes.1 = quote
            case 2: quotes.2 = quote
            case 3: quotes.3 = quote
            case 4: quotes.4 = quote
            case 5: quotes.5 = quote
            default: return false
            }
            count += 1
            return true
        }

        /// The quote of the button at `index`, or nil past the last.
        subscript(index: Int) -> Quote? {
            guard index >= 0, index < count else { return nil }
            switch index {
            case 0: return quotes.0
            case 1: return quotes.1
            case 2: return quotes.2
            case 3: return quotes.3
            case 4: return quotes.4
            default: return quotes.5
            }
        }
    }

    /// The input the offsets are in.
    let bytes: [UInt8]
    /// The line of every place (a JSON Lines alert is one line).
    let line: Int
    var title: Quote?
    var message: Quote?
    /// The column of the button list's `[`.
    var buttonList: Int32?
    var buttons = ButtonQuotes()

    init(bytes: [UInt8], line: Int) {
        self.bytes = bytes
        self.line = line
    }

    /// Places of nothing, for an alert not read from JSON Lines: no field has a place here.
    static var empty: JSONFieldPlaces { JSONFieldPlaces(bytes: [], line: 0) }

    /// Whether these are the places of nothing (the places of a line have its number, from 1).
    var isEmpty: Bool { line == 0 }

    /// The place of `field`, as the node reader gives it, or nil when the alert has none.
    func source(of field: AlertField) -> FieldSource? {
        let placed: Quote?
        switch field {
        case .title: placed = title
        case .message: placed = message
        case .button(let index): placed = buttons[index]
        case .buttons:
            guard let buttonList else { return nil }
            return FieldSource(start: SourceLocation(line: line, column: Int(buttonList)))
        }
        guard let quote = placed else { return nil }
        return FieldSource(
            start: SourceLocation(line: line, column: Int(quote.column) + 1),
            jsonString: JSONStringSpan(bytes: bytes, quoted: quote.quoted))
    }

    /// The places of every field, added to `fields`.
    func sources(adding fields: [AlertField: FieldSource]) -> [AlertField: FieldSource] {
        var sources = fields
        var placedFields: [AlertField] = [.title, .message, .buttons]
        placedFields += (0..<buttons.count).map { .button($0) }
        for field in placedFields {
            if let placed = source(of: field) { sources[field] = placed }
        }
        return sources
    }
}

/// A string of a JSON input: the input and the string's bytes, quotes included.
struct JSONStringSpan: Sendable {
    let bytes: [UInt8]
    let quoted: Range<Int>

    /// The place of the first `offset` UTF-16 units of the decoded string, whose text starts at
    /// `start` (the column after the opening quote), counting the columns its escapes take.
    func location(ofDecodedOffset offset: Int, from start: SourceLocation) -> SourceLocation {
        SourceLocation(
            line: start.line,
            column: start.column + JSONDraftReader.sourceColumns(bytes, quoted: quoted, decodedOffset: offset))
    }
}
