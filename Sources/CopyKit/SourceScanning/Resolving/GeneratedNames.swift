import Foundation

/// The names R.swift gives strings: `R.string.localizable.alertDeleteTitle()` is the key
/// `alert.delete.title` (or `alert delete title`, `Alert-Delete-Title`) of `Localizable.strings`.
/// Without the generated file, a key is found by giving every key of the table its name.
public enum GeneratedNames {
    /// The table path the resolver gives an R.swift accessor: `R.string.localizable`.
    public static let rswiftPrefix = "R.string."

    /// R.swift's identifier for a name: the characters that cannot be in a Swift name (spaces,
    /// punctuation, symbols; `_` can) are dropped and the letter after each is upper-cased;
    /// leading digits are dropped; a leading run of capitals is lower-cased (`URLTitle` →
    /// `urlTitle`, `Alert` → `alert`).
    public static func rswiftIdentifier(_ name: String) -> String {
        var pieces: [String] = []
        var current = ""
        for scalar in name.unicodeScalars {
            let allowed =
                scalar == "_" || CharacterSet.alphanumerics.contains(scalar)
                || (scalar.properties.isEmoji && scalar.value > 0x7F)
            if allowed {
                current.unicodeScalars.append(scalar)
            } else {
                pieces.append(current)
                current = ""
            }
        }
        pieces.append(current)
        var joined = pieces.first ?? ""
        for piece in pieces.dropFirst() where !piece.isEmpty {
            joined += piece.prefix(1).uppercased() + piece.dropFirst()
        }
        while let first = joined.unicodeScalars.first, first.properties.numericType != nil, first.isASCII {
            joined.unicodeScalars.removeFirst()
        }
        return lowercasingLeadingCapitals(joined)
    }

    private static func lowercasingLeadingCapitals(_ name: String) -> String {
        let scalars = Array(name.unicodeScalars)
        var run = 0
        while run < scalars.count, scalars[run].properties.isUppercase { run += 1 }
        guard run > 0 else { return name }
        // `URLTitle`: the capitals before the last one, which starts the next word.
        let followedByLower = run < scalars.count && scalars[run].properties.isLowercase
        let lowered = followedByLower ? max(run - 1, 1) : run
        var result = String(String.UnicodeScalarView(scalars[..<lowered])).lowercased()
        result.unicodeScalars.append(contentsOf: scalars[lowered...])
        return result
    }
}
