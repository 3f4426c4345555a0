/// Whether an alert's buttons sit side by side in a row or stack vertically, estimated from the
/// width of their titles: three or more buttons stack; two form a row when both titles fit half
/// the alert and stack when a title is clearly too wide (Apple's "Delete from Library" /
/// "Cancel" example stacks). Between the two the estimate cannot tell, and rules accept either.
enum ButtonLayout: Equatable {
    case row
    case stack
    /// Two buttons whose longer title is near the width of half the alert.
    case undetermined

    /// How far past half the alert a title must reach before two buttons surely stack.
    static let sureStackFactor = 1.18

    /// The layout of buttons with these titles on `platform`.
    static func of(_ titles: [String], platform: Platform) -> ButtonLayout {
        if titles.count >= 3 { return .stack }
        if titles.count < 2 { return .row }
        return of(widest: titles.lazy.map(width(of:)).max() ?? 0, platform: platform)
    }

    /// The layout of two buttons whose wider title is `widest` points wide on `platform`.
    static func of(widest: Double, platform: Platform) -> ButtonLayout {
        let limit = halfRowWidth(platform)
        if widest <= limit { return .row }
        return widest > limit * sureStackFactor ? .stack : .undetermined
    }

    /// Whether the layout of these buttons depends on title widths (two buttons), so a layout
    /// estimate is only a guess for other languages and text sizes.
    static func dependsOnWidth(_ count: Int) -> Bool { count == 2 }

    /// The text width available to one button of a two-button row, in points of the iOS alert
    /// button font (17 pt): iOS alerts are 270 pt wide; macOS alert buttons use 13 pt text in a
    /// similar width, which leaves more room; watchOS rows are narrow; tvOS always stacks.
    static func halfRowWidth(_ platform: Platform) -> Double {
        switch platform {
        case .ios, .visionos: return 119
        case .macos: return 150
        case .watchos: return 72
        case .tvos: return 0
        }
    }

    /// The approximate width of a title at 17 pt SF Pro, from coarse per-character advances.
    static func width(of title: String) -> Double {
        var total = 0.0
        for scalar in title.unicodeScalars { total += advance(of: scalar) }
        return total
    }

    private static func advance(of scalar: Unicode.Scalar) -> Double {
        switch scalar {
        case "i", "j", "l", "'", "\u{2019}", ".", ",", ":", ";", "!", "|", "I": return 4.2
        case " ": return 4.6
        case "f", "t", "r": return 6.0
        case "m", "w": return 13.5
        case "M", "W": return 15.5
        case "A"..."Z": return 11.2
        case "0"..."9": return 10.0
        case "a"..."z": return 8.9
        default:
            if scalar.properties.isWhitespace { return 4.6 }
            // Combining marks take no room; wide scripts and emoji take a full em.
            if scalar.properties.generalCategory == .nonspacingMark { return 0 }
            return scalar.value >= 0x2E80 ? 17 : 9.5
        }
    }
}
