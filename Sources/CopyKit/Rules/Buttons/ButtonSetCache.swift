/// Button sets analyzed once per run. Alerts of an app reuse a few sets of buttons ("OK";
/// "Cancel", "Delete"), so the same titles with the same roles come back alert after alert: the
/// set's analyzed titles and what they mean together (``AlertButtons``) are kept and shared
/// instead of being looked up title by title and read again. Bounded: short titles, a few
/// buttons a set, and a fixed number of sets; later sets are read each time.
///
/// Like ``ButtonTextCache``, a ``BoundedCache`` hashed over the titles' UTF-8 bytes and roles
/// (FNV-1a). Sets are told apart by their titles' bytes, not by `String` equality, so a title is
/// always analyzed from its own code units.
final class ButtonSetCache: Sendable {
    /// The most buttons in a kept set.
    static let maximumButtons = 6

    /// A kept set: its buttons as written, their analyzed titles and what they mean together.
    private struct Entry {
        let buttons: [AlertButton]
        let texts: [AnalyzedText]
        let reading: AlertButtons
    }

    private let sets = BoundedCache<Entry>(maximumCount: 4096)

    /// The kept analysis of `buttons`, or the one `read` makes, kept when the set may be.
    func entry(for buttons: [AlertButton], read: () -> (texts: [AnalyzedText], reading: AlertButtons)) -> (
        texts: [AnalyzedText], reading: AlertButtons
    ) {
        guard let hash = Self.hash(buttons) else { return read() }
        return sets.value(
            hash: hash, matching: { Self.sameButtons($0.pointee.buttons, buttons) },
            make: {
                let made = read()
                return Entry(buttons: buttons, texts: made.texts, reading: made.reading)
            }, read: { ($0.pointee.texts, $0.pointee.reading) })
    }

    /// Whether two sets have the same roles and titles written with the same bytes, in order.
    @inline(__always)
    static func sameButtons(_ kept: [AlertButton], _ buttons: [AlertButton]) -> Bool {
        guard kept.count == buttons.count else { return false }
        for index in kept.indices {
            guard kept[index].role == buttons[index].role, StringBytes.same(kept[index].title, buttons[index].title)
            else { return false }
        }
        return true
    }

    /// FNV-1a over each title's bytes, then its role as a value UTF-8 never holds (0xF8–0xFB, so
    /// a title's end is not read as the next one's start); nil for a set not kept (too many
    /// buttons, a long title).
    private static func hash(_ buttons: [AlertButton]) -> UInt64? {
        guard buttons.count <= maximumButtons else { return nil }
        var hash = WordIndex.hashBasis
        for button in buttons {
            guard button.title.utf8.count <= ButtonTextCache.maximumLength else { return nil }
            hash = StringBytes.hash(button.title, from: hash)
            let role: UInt16
            switch button.role {
            case nil: role = 0xF8
            case .default: role = 0xF9
            case .cancel: role = 0xFA
            case .destructive: role = 0xFB
            }
            hash = WordIndex.hash(hash, adding: role)
        }
        return hash
    }

    /// How many sets are kept (for tests).
    var count: Int { sets.count }
}
