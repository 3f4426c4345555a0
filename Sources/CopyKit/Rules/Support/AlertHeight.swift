/// A simple model of when an alert's message starts to scroll: the alert grows with its text
/// until it reaches the height the system gives it, then the text scrolls.
///
/// The current guideline sets no line count; it asks to "avoid displaying an alert that scrolls"
/// and to "test the appearance of alerts in both orientations". So the height is the smallest
/// one a current device gives an alert in either orientation, and the parts are estimates from
/// the system alerts' layout:
///
/// - iOS: an iPhone SE (2nd and 3rd generation) or iPhone 8 in landscape is 375 pt tall; the alert
///   keeps about 20 pt from each edge (335 pt). Insets of about 20 pt above the title and below
///   the message, a 44 pt button row (two buttons side by side; three or more stacked).
/// - macOS: a 13-inch MacBook Air at its default scaling shows about 900 pt below the menu bar;
///   an alert taller than about 800 pt scrolls its text. 32 pt buttons.
/// - tvOS: a 1080 pt screen less the safe area (60 pt above and below); buttons of about 100 pt
///   stacked.
/// - watchOS: a 40 mm watch is 197 pt tall, about 177 pt below the time; stacked 44 pt buttons.
/// - visionOS: an alert window of about 600 pt.
///
/// Line heights are the font size × 1.3 for the title and × 1.25 for the message. On iOS with a
/// one-line title and one or two buttons this lets about 14 message lines fit before scrolling.
public struct AlertHeight: Sendable {
    /// The tallest an alert gets before its text scrolls, in points.
    public let availableHeight: Double
    /// Space above the title, between title and message, and below the message.
    public let insets: Double
    public let buttonHeight: Double
    /// Whether two buttons share a row (else every button takes its own row).
    public let twoButtonsShareARow: Bool
    public let titleLineHeight: Double
    public let messageLineHeight: Double

    /// The model for a platform's standard alert with the fonts of `width`.
    public init(platform: Platform, width: AlertWidth) {
        titleLineHeight = width.titleSize * 1.3
        messageLineHeight = width.messageSize * 1.25
        switch platform {
        case .ios: (availableHeight, insets, buttonHeight, twoButtonsShareARow) = (335, 43, 44, true)
        case .macos: (availableHeight, insets, buttonHeight, twoButtonsShareARow) = (800, 60, 32, true)
        case .tvos: (availableHeight, insets, buttonHeight, twoButtonsShareARow) = (960, 120, 100, false)
        case .watchos: (availableHeight, insets, buttonHeight, twoButtonsShareARow) = (177, 24, 44, false)
        case .visionos: (availableHeight, insets, buttonHeight, twoButtonsShareARow) = (600, 48, 44, true)
        }
    }

    /// How many message lines fit before the alert scrolls, with a title of `titleLines` lines
    /// and `buttonCount` buttons (at least one: an alert always has a button).
    public func messageLinesBeforeScrolling(titleLines: Int, buttonCount: Int) -> Int {
        let buttons = max(buttonCount, 1)
        let rows = twoButtonsShareARow && buttons <= 2 ? 1 : buttons
        let room = availableHeight - insets - Double(titleLines) * titleLineHeight - Double(rows) * buttonHeight
        return max(Int((room / messageLineHeight).rounded(.down)), 0)
    }
}
