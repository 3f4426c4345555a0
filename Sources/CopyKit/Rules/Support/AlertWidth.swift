/// A simple model of how alert text wraps: approximate advance widths of the system font
/// (SF Pro; Helvetica-like metrics in thousandths of an em), the title and message sizes and
/// the text width of an alert on each platform, and greedy word wrapping.
public struct AlertWidth: Sendable {
    /// Which alert text is measured.
    public enum Style: Sendable {
        case title
        case message
    }

    /// The width of the text area in points.
    public let lineWidth: Double
    /// The title font size in points (semibold).
    public let titleSize: Double
    /// The message font size in points (regular).
    public let messageSize: Double

    /// The model for a platform's standard alert.
    public init(platform: Platform) {
        switch platform {
        // 270 pt alert, 16 pt insets; 17 pt semibold title, 13 pt message.
        case .ios: (lineWidth, titleSize, messageSize) = (238, 17, 13)
        // 260 pt alert, 20 pt insets; 13 pt bold title, 11 pt message.
        case .macos: (lineWidth, titleSize, messageSize) = (220, 13, 11)
        // Full-screen alert on a 1920 pt wide screen with a centred text column.
        case .tvos: (lineWidth, titleSize, messageSize) = (860, 38, 29)
        // The watch screen less its margins.
        case .watchos: (lineWidth, titleSize, messageSize) = (170, 16, 15)
        // A window-sized alert in the shared space.
        case .visionos: (lineWidth, titleSize, messageSize) = (280, 19, 15)
        }
    }

    private init(lineWidth: Double, titleSize: Double, messageSize: Double) {
        (self.lineWidth, self.titleSize, self.messageSize) = (lineWidth, titleSize, messageSize)
    }

    /// The model at the first accessibility text size, where the guideline warns that "an alert
    /// might scroll if the text size is large enough": on iOS Dynamic Type's AX1 sets the title
    /// (Headline) at 28 pt instead of 17 and the message (Footnote) at 23 pt instead of 13.
    /// Platforms whose alerts do not follow the text size keep theirs.
    public func atFirstAccessibilityTextSize(platform: Platform) -> AlertWidth {
        switch platform {
        case .ios: return AlertWidth(lineWidth: lineWidth, titleSize: 28, messageSize: 23)
        case .macos, .tvos, .watchos, .visionos: return self
        }
    }

    /// How many lines the text takes in the given style.
    public func lineCount(of text: AnalyzedText, style: Style) -> Int {
        let size = style == .title ? titleSize : messageSize
        // Semibold titles run wider than the reference metrics; SF Pro Text at message sizes runs narrower.
        let weight = style == .title ? 1.06 : 0.95
        let limit = lineWidth * 1000 / (size * weight)
        let space = Double(Self.advance(of: 0x20))
        var lines = 1
        var current = 0.0
        var lineHasWord = false
        func place(_ width: Double) {
            guard width > 0 else { return }
            if !lineHasWord {
                current = width
                lineHasWord = true
            } else if current + space + width <= limit {
                current += space + width
            } else {
                lines += 1
                current = width
            }
            while current > limit {
                lines += 1
                current -= limit
            }
        }
        // Advances are whole thousandths of an em: a word's sum is exact as an integer.
        var word = 0
        text.utf16.withUnsafeBufferPointer { units in
            text.tokens.withUnsafeBufferPointer { tokens in
                Self.ascii.withUnsafeBufferPointer { ascii in
                    // Token ranges lie within the text's units, in order: each is read through
                    // the base address, with one range check for the text rather than one a unit.
                    guard let unit = units.baseAddress, let asciiAdvance = ascii.baseAddress,
                        let first = tokens.first, let last = tokens.last
                    else { return }
                    precondition(first.range.lowerBound >= 0 && last.range.upperBound <= units.count)
                    for token in tokens {
                        let (start, end) = (token.range.lowerBound, token.range.upperBound)
                        switch token.kind {
                        case .word, .number, .punctuation:
                            word &+= Self.advance(unit, start, end, ascii: asciiAdvance)
                        case .whitespace:
                            if Self.holdsLineFeed(unit, start, end) {
                                place(Double(word))
                                word = 0
                                if lineHasWord { lines += 1 }
                                current = 0
                                lineHasWord = false
                                continue
                            }
                            place(Double(word))
                            word = 0
                        case .opaque(.formatSpecifier) where !Self.isPercentEscape(units[token.range]),
                            .opaque(.substitution), .opaque(.placeholder), .opaque(.interpolation):
                            // The value is not known: count a typical one.
                            word += Int(Self.runTimeValueAdvance(units[token.range], of: text, token))
                        case .opaque:
                            word &+= Self.advance(unit, start, end, ascii: asciiAdvance)
                        }
                    }
                }
            }
        }
        place(Double(word))
        return lines
    }

    /// The advance of a value supplied at run time, in thousandths of an em, rather than the
    /// specifier's own two or three characters: a number ("%d", "%.1f") as about four digits, any
    /// other value (a name, a file name: "%@", "{name}", "\(title)") as about ten characters of
    /// lower-case text.
    static func runTimeValueAdvance(_ specifier: String) -> Double {
        guard specifier.hasPrefix("%"), !specifier.contains("#@"),
            let conversion = specifier.last?.asciiValue
        else { return 5200 }
        return numberConversions.contains(conversion) ? 2224 : 5200
    }

    /// ``runTimeValueAdvance(_:)`` of a token's text, read from its UTF-16 units when they are
    /// ASCII without a carriage return (each unit a character), from its text otherwise.
    static func runTimeValueAdvance(
        _ units: Slice<UnsafeBufferPointer<UInt16>>, of text: AnalyzedText, _ token: Token
    ) -> Double {
        guard units.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else {
            return runTimeValueAdvance(text.string(of: token))
        }
        guard units.first == 0x25, let last = units.last else { return 5200 }
        var previous: UInt16 = 0
        for unit in units {
            if previous == 0x23 && unit == 0x40 { return 5200 }
            previous = unit
        }
        return numberConversions.contains(UInt8(last)) ? 2224 : 5200
    }

    /// The advance of the units `start..<end` from `unit`, in thousandths of an em; `ascii` the
    /// advances of the ASCII units by value.
    @inline(__always)
    private static func advance(
        _ unit: UnsafePointer<UInt16>, _ start: Int, _ end: Int, ascii: UnsafePointer<Int16>
    ) -> Int {
        var sum = 0
        var index = start
        while index < end {
            let code = unit[index]
            sum &+= code < 128 ? Int(ascii[Int(code)]) : advance(of: code)
            index &+= 1
        }
        return sum
    }

    /// Whether the units `start..<end` from `unit` hold a line feed.
    @inline(__always)
    private static func holdsLineFeed(_ unit: UnsafePointer<UInt16>, _ start: Int, _ end: Int) -> Bool {
        var index = start
        while index < end {
            if unit[index] == 0x0A { return true }
            index &+= 1
        }
        return false
    }

    /// Whether a format specifier's units are "%%", a literal percent sign.
    private static func isPercentEscape(_ units: Slice<UnsafeBufferPointer<UInt16>>) -> Bool {
        units.count == 2 && units.first == 0x25 && units.last == 0x25
    }

    /// The conversion characters of number specifiers ("%d", "%.1f", "%lu").
    private static let numberConversions: [UInt8] = Array("dDiuUxXoOfFeEgGaA".utf8)

    /// The advance width of a UTF-16 unit in thousandths of an em.
    static func advance(of unit: UInt16) -> Int {
        if unit < 128 { return Int(ascii[Int(unit)]) }
        switch unit {
        case 0x2018, 0x2019: return 222
        case 0x201C, 0x201D: return 333
        case 0x2026: return 1000
        case 0x2013: return 556
        case 0x2014: return 1000
        case 0x0300...0x036F: return 0
        case 0xDC00...0xDFFF: return 0
        case 0xD800...0xDBFF: return 1000
        case 0x2E80...0xFFEF: return 1000
        default: return 556
        }
    }

    private static let ascii: [Int16] = {
        var table = [Int16](repeating: 556, count: 128)
        for unit in 0..<32 { table[unit] = 0 }
        let widths: [(String, Int16)] = [
            (" ", 278), ("!", 278), ("\"", 355), ("#", 556), ("$", 556), ("%", 889), ("&", 667), ("'", 191),
            ("(", 333), (")", 333), ("*", 389), ("+", 584), (",", 278), ("-", 333), (".", 278), ("/", 278),
            (":", 278), (";", 278), ("<", 584), ("=", 584), (">", 584), ("?", 556), ("@", 1015),
            ("A", 667), ("B", 667), ("C", 722), ("D", 722), ("E", 667), ("F", 611), ("G", 778), ("H", 722),
            ("I", 278), ("J", 500), ("K", 667), ("L", 556), ("M", 833), ("N", 722), ("O", 778), ("P", 667),
            ("Q", 778), ("R", 722), ("S", 667), ("T", 611), ("U", 722), ("V", 667), ("W", 944), ("X", 667),
            ("Y", 667), ("Z", 611), ("[", 278), ("\\", 278), ("]", 278), ("^", 469), ("_", 556), ("`", 333),
            ("a", 556), ("b", 556), ("c", 500), ("d", 556), ("e", 556), ("f", 278), ("g", 556), ("h", 556),
            ("i", 222), ("j", 222), ("k", 500), ("l", 222), ("m", 833), ("n", 556), ("o", 556), ("p", 556),
            ("q", 556), ("r", 333), ("s", 500), ("t", 278), ("u", 556), ("v", 500), ("w", 722), ("x", 500),
            ("y", 500), ("z", 500), ("{", 334), ("|", 260), ("}", 334), ("~", 584),
        ]
        for (character, width) in widths { table[Int(character.utf16.first!)] = width }
        return table
    }()
}
