/// Decodes the text runs of a string literal: escapes (Swift's `\n \t \r \0 \\ \" \' \u{…}`,
/// with a raw literal's `#`s; C's `\n \t \r \\ \" \' \xHH \uHHHH \ooo`), and the line
/// continuation and indentation of Swift's multi-line literals.
struct LiteralDecoder {
    let bytes: [UInt8]
    let hashes: Int
    let objC: Bool

    /// The literal's segments: text between interpolations, decoded, and the interpolations.
    func segments(content: Range<Int>, interpolations: [Range<Int>], multiline: Bool) -> [StringLiteral.Segment] {
        var pieces: [(Range<Int>, Range<Int>?)] = []
        var cursor = content.lowerBound
        for interpolation in interpolations {
            // The text ends at the backslash (and hashes) before the parenthesis.
            let textEnd = interpolation.lowerBound - 2 - hashes
            pieces.append((cursor..<max(cursor, textEnd), interpolation))
            cursor = min(content.upperBound, interpolation.upperBound + 1)
        }
        pieces.append((cursor..<max(cursor, content.upperBound), nil))
        let indentation = multiline ? closingIndentation(content) : 0
        var segments: [StringLiteral.Segment] = []
        for (index, piece) in pieces.enumerated() {
            var range = piece.0
            if multiline && index == 0 {
                // The line break after the opening delimiter is not part of the text.
                if range.lowerBound < range.upperBound && bytes[range.lowerBound] == 0x0D {
                    range = (range.lowerBound + 1)..<range.upperBound
                }
                if range.lowerBound < range.upperBound && bytes[range.lowerBound] == 0x0A {
                    range = (range.lowerBound + 1)..<range.upperBound
                }
            }
            if multiline && index == pieces.count - 1 {
                // Nor is the line break (and indentation) before the closing one.
                var end = range.upperBound - indentation
                if end > range.lowerBound && bytes[end - 1] == 0x0A { end -= 1 }
                if end > range.lowerBound && bytes[end - 1] == 0x0D { end -= 1 }
                range = range.lowerBound..<max(range.lowerBound, end)
            }
            let text = decode(
                range, multiline: multiline, indentation: indentation, atLineStart: multiline && index == 0)
            if !range.isEmpty || piece.1 == nil || index == 0 { segments.append(.text(range, text)) }
            if let interpolation = piece.1 { segments.append(.interpolation(interpolation)) }
        }
        return segments.filter {
            if case .text(let range, _) = $0, range.isEmpty, segments.count > 1 { return false }
            return true
        }
    }

    /// The width of the whitespace before a multi-line literal's closing delimiter.
    private func closingIndentation(_ content: Range<Int>) -> Int {
        var cursor = content.upperBound
        while cursor > content.lowerBound && (bytes[cursor - 1] == 0x20 || bytes[cursor - 1] == 0x09) { cursor -= 1 }
        guard cursor > content.lowerBound, bytes[cursor - 1] == 0x0A else { return 0 }
        return content.upperBound - cursor
    }

    private func decode(_ range: Range<Int>, multiline: Bool, indentation: Int, atLineStart: Bool) -> String {
        var scalars = String.UnicodeScalarView()
        var raw: [UInt8] = []
        func flush() {
            guard !raw.isEmpty else { return }
            scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
            raw.removeAll(keepingCapacity: true)
        }
        var cursor = range.lowerBound
        var lineStart = atLineStart
        while cursor < range.upperBound {
            if lineStart && multiline {
                var skipped = 0
                while skipped < indentation && cursor < range.upperBound
                    && (bytes[cursor] == 0x20 || bytes[cursor] == 0x09)
                {
                    cursor += 1
                    skipped += 1
                }
                lineStart = false
                continue
            }
            let character = bytes[cursor]
            if character == 0x5C && hasHashes(at: cursor + 1) && cursor + 1 + hashes < range.upperBound {
                flush()
                let escape = cursor + 1 + hashes
                cursor = escape + 1
                switch bytes[escape] {
                case 0x6E: scalars.append("\n")
                case 0x74: scalars.append("\t")
                case 0x72: scalars.append("\r")
                case 0x30 where !objC: scalars.append("\u{0}")
                case 0x0A where multiline:
                    lineStart = true
                case 0x0D where multiline:
                    if cursor < range.upperBound && bytes[cursor] == 0x0A { cursor += 1 }
                    lineStart = true
                case 0x75 where !objC && cursor < range.upperBound && bytes[cursor] == 0x7B:
                    var end = cursor + 1
                    while end < range.upperBound && bytes[end] != 0x7D { end += 1 }
                    let hex = String(decoding: bytes[(cursor + 1)..<end], as: UTF8.self)
                    if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
                    cursor = min(range.upperBound, end + 1)
                case 0x78 where objC, 0x75 where objC, 0x55 where objC:
                    let digits = bytes[escape] == 0x78 ? 2 : bytes[escape] == 0x75 ? 4 : 8
                    var end = cursor
                    while end < range.upperBound && end - cursor < digits && isHex(bytes[end]) { end += 1 }
                    let hex = String(decoding: bytes[cursor..<end], as: UTF8.self)
                    if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
                    cursor = end
                case let octal where objC && octal >= 0x30 && octal <= 0x37:
                    var value = UInt32(octal - 0x30)
                    var count = 1
                    while count < 3 && cursor < range.upperBound && bytes[cursor] >= 0x30 && bytes[cursor] <= 0x37 {
                        value = value * 8 + UInt32(bytes[cursor] - 0x30)
                        cursor += 1
                        count += 1
                    }
                    if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
                default:
                    raw.append(bytes[escape])
                }
                continue
            }
            raw.append(character)
            if character == 0x0A { lineStart = true }
            cursor += 1
        }
        flush()
        return String(scalars)
    }

    private func hasHashes(at offset: Int) -> Bool {
        for index in 0..<hashes where offset + index >= bytes.count || bytes[offset + index] != 0x23 { return false }
        return true
    }

    private func isHex(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66)
    }
}
