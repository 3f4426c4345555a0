/// The escapes of JSON strings read straight from their bytes, decoded as `JSONParser` decodes
/// them (`\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t` and `\uXXXX`, surrogate pairs joined).
enum JSONEscapes {
    /// The length of the escape that starts `bytes` (at its backslash): 2, or 6 for `\uXXXX`;
    /// nil when it is not a well-formed escape.
    static func length(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard bytes.count >= 2 else { return nil }
        switch bytes[1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return 2
        case UInt8(ascii: "u"):
            guard bytes.count >= 6, hexValue(bytes, at: 2) != nil else { return nil }
            return 6
        default: return nil
        }
    }

    /// The text of a string's content (between its quotes): valid UTF-8 whose escapes are well
    /// formed (as `length` tells), decoded; nil when a `\u` surrogate is not one of a pair.
    static func decode(_ content: UnsafeBufferPointer<UInt8>) -> String? {
        // No escape decodes to more bytes than it takes: `\uXXXX` is at most 3 bytes of UTF-8,
        // and a pair of them 4.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, content.count)) { decoded -> String? in
            var count = 0
            var index = 0
            while index < content.count {
                let byte = content[index]
                guard byte == UInt8(ascii: "\\") else {
                    decoded[count] = byte
                    count += 1
                    index += 1
                    continue
                }
                let escaped = content[index + 1]
                index += 2
                guard escaped == UInt8(ascii: "u") else {
                    decoded[count] = unescaped(escaped)
                    count += 1
                    continue
                }
                guard var scalar = hexValue(content, at: index).map(UInt32.init) else { return nil }
                index += 4
                if (0xD800...0xDBFF).contains(scalar) {
                    guard content.count - index >= 6, content[index] == UInt8(ascii: "\\"),
                        content[index + 1] == UInt8(ascii: "u"), let low = hexValue(content, at: index + 2),
                        (0xDC00...0xDFFF).contains(low)
                    else { return nil }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                    index += 6
                } else if (0xDC00...0xDFFF).contains(scalar) {
                    return nil
                }
                for unit in UTF8.encode(Unicode.Scalar(scalar)!)! {
                    decoded[count] = unit
                    count += 1
                }
            }
            return String(decoding: UnsafeBufferPointer(rebasing: decoded[..<count]), as: UTF8.self)
        }
    }

    /// The byte a two-byte escape (`\n`, `\"`, …) stands for.
    private static func unescaped(_ escaped: UInt8) -> UInt8 {
        switch escaped {
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: escaped
        }
    }

    /// The value of the 4 hex digits at `index` of `bytes`, or nil when they are not 4 hex digits.
    private static func hexValue(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt16? {
        guard bytes.count - index >= 4 else { return nil }
        var value: UInt16 = 0
        for offset in index..<index + 4 {
            let byte = bytes[offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt16(digit)
        }
        return value
    }
}
