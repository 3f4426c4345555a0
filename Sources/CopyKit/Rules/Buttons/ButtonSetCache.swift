import Foundation

/// Button sets analyzed once per run. Alerts of an app reuse a few sets of buttons ("OK";
/// "Cancel", "Delete"), so the same titles with the same roles come back alert after alert: the
/// set's analyzed titles and what they mean together (``AlertButtons``) are kept and shared
/// instead of being looked up title by title and read again. Bounded: short titles, a few
/// buttons a set, and a fixed number of sets; later sets are read each time.
///
/// Like ``ButtonTextCache``, an open-addressing table hashed over the titles' UTF-8 bytes and
/// roles (FNV-1a), in memory allocated once. Sets are told apart by their titles' bytes, not by
/// `String` equality, so a title is always analyzed from its own code units.
final class ButtonSetCache: @unchecked Sendable {
    /// The most buttons in a kept set.
    static let maximumButtons = 6
    /// How many sets are kept at most.
    static let maximumCount = 4096
    /// The table's slots: a power of two, twice the most sets kept, so a probe ends soon.
    private static let slotCount = 2 * maximumCount

    /// A kept set: its buttons as written, their analyzed titles and what they mean together.
    struct Entry {
        let buttons: [AlertButton]
        let texts: [AnalyzedText]
        let reading: AlertButtons
    }

    private let lock = NSLock()
    /// Each slot's set hash (never 0), or 0 while the slot is empty.
    private let hashes: UnsafeMutablePointer<UInt64>
    /// The set in each filled slot.
    private let entries: UnsafeMutablePointer<Entry>
    /// How many sets are kept.
    private var keptCount = 0

    init() {
        hashes = .allocate(capacity: Self.slotCount)
        hashes.initialize(repeating: 0, count: Self.slotCount)
        entries = .allocate(capacity: Self.slotCount)
    }

    deinit {
        for slot in 0..<Self.slotCount where hashes[slot] != 0 { (entries + slot).deinitialize(count: 1) }
        entries.deallocate()
        hashes.deallocate()
    }

    /// The kept analysis of `buttons`, or the one `read` makes, kept when the set may be.
    func entry(for buttons: [AlertButton], read: () -> (texts: [AnalyzedText], reading: AlertButtons)) -> (
        texts: [AnalyzedText], reading: AlertButtons
    ) {
        guard let hash = Self.hash(buttons) else { return read() }
        lock.lock()
        let slot = slot(of: buttons, hash: hash)
        if hashes[slot] != 0 {
            let kept = entries[slot]
            lock.unlock()
            return (kept.texts, kept.reading)
        }
        lock.unlock()
        let made = read()
        lock.lock()
        defer { lock.unlock() }
        // Another thread may have kept the set meanwhile: look again.
        let freeSlot = self.slot(of: buttons, hash: hash)
        if hashes[freeSlot] == 0 && keptCount < Self.maximumCount {
            hashes[freeSlot] = hash
            (entries + freeSlot).initialize(to: Entry(buttons: buttons, texts: made.texts, reading: made.reading))
            keptCount += 1
        }
        return made
    }

    /// The slot that keeps `buttons`, else the empty slot where they would go (the table is
    /// never more than half full, so there is one).
    private func slot(of buttons: [AlertButton], hash: UInt64) -> Int {
        let mask = Self.slotCount - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while hashes[slot] != 0 {
            if hashes[slot] == hash, Self.sameButtons(entries[slot].buttons, buttons) { return slot }
            slot = (slot + 1) & mask
        }
        return slot
    }

    /// Whether two sets have the same roles and titles written with the same bytes, in order.
    private static func sameButtons(_ kept: [AlertButton], _ buttons: [AlertButton]) -> Bool {
        guard kept.count == buttons.count else { return false }
        for index in kept.indices {
            guard kept[index].role == buttons[index].role,
                ButtonTextCache.sameBytes(kept[index].title, buttons[index].title)
            else { return false }
        }
        return true
    }

    /// FNV-1a over each title's bytes, then its role and a separator, 0 made 1 (0 marks an empty
    /// slot); nil for a set not kept (too many buttons, a long title).
    private static func hash(_ buttons: [AlertButton]) -> UInt64? {
        guard buttons.count <= maximumButtons else { return nil }
        var hash = ButtonTextCache.fnvOffsetBasis
        for button in buttons {
            guard button.title.utf8.count <= ButtonTextCache.maximumLength else { return nil }
            hash = ButtonTextCache.hash(button.title, from: hash)
            let role: UInt64
            switch button.role {
            case nil: role = 0xF8
            case .default: role = 0xF9
            case .cancel: role = 0xFA
            case .destructive: role = 0xFB
            }
            // Bytes UTF-8 never holds (0xF8–0xFB): a title's end is not read as the next one's start.
            hash = (hash ^ role) &* 0x100_0000_01b3
        }
        return hash == 0 ? 1 : hash
    }

    /// How many sets are kept (for tests).
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return keptCount
    }
}
