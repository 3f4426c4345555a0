import Foundation

/// Button titles analyzed once per run. An app's buttons draw on a small vocabulary ("OK",
/// "Cancel", "Delete", "Not Now"), so the same title comes back alert after alert; its analysis
/// and everything memoized on it (casing edits, button label, action verb) are kept and shared
/// instead of being computed again. Bounded: short titles only, and a fixed number of them.
///
/// The titles are kept in an open-addressing table of their own, hashed over their UTF-8 bytes
/// (FNV-1a): a look-up hashes a few bytes instead of feeding the title to `Hasher`, and the
/// table lives in memory allocated once, reached without an access check per look-up. Titles
/// written with different bytes (a precomposed "é" and "e" with a combining accent) are kept
/// apart, each with the analysis of its own code units.
final class ButtonTextCache: @unchecked Sendable {
    /// The longest title kept, in UTF-8 bytes: a button label is a word or a few.
    static let maximumLength = 48
    /// How many titles are kept at most; later titles are analyzed each time.
    static let maximumCount = 4096
    /// The table's slots: a power of two, twice the most titles kept, so a probe ends soon.
    private static let slotCount = 2 * maximumCount

    private let lock = NSLock()
    /// Each slot's title hash (never 0), or 0 while the slot is empty.
    private let hashes: UnsafeMutablePointer<UInt64>
    /// The title and analysis in each filled slot.
    private let entries: UnsafeMutablePointer<(title: String, text: AnalyzedText)>
    /// How many titles are kept.
    private let keptCount: UnsafeMutablePointer<Int>

    init() {
        hashes = .allocate(capacity: Self.slotCount)
        hashes.initialize(repeating: 0, count: Self.slotCount)
        entries = .allocate(capacity: Self.slotCount)
        keptCount = .allocate(capacity: 1)
        keptCount.initialize(to: 0)
    }

    deinit {
        for slot in 0..<Self.slotCount where hashes[slot] != 0 { (entries + slot).deinitialize(count: 1) }
        entries.deallocate()
        hashes.deallocate()
        keptCount.deallocate()
    }

    /// The analysis of `title`, shared with every earlier alert that had the same title.
    func text(_ title: String, tokenizer: Tokenizer) -> AnalyzedText {
        guard title.utf8.count <= Self.maximumLength else { return AnalyzedText(title, tokenizer: tokenizer) }
        let hash = Self.hash(title)
        lock.lock()
        let slot = slot(of: title, hash: hash)
        if hashes[slot] != 0 {
            let kept = entries[slot].text
            lock.unlock()
            return kept
        }
        lock.unlock()
        let text = AnalyzedText(title, tokenizer: tokenizer)
        lock.lock()
        defer { lock.unlock() }
        // Another thread may have kept the title meanwhile: look again.
        let freeSlot = self.slot(of: title, hash: hash)
        if hashes[freeSlot] != 0 { return entries[freeSlot].text }
        if keptCount.pointee < Self.maximumCount {
            hashes[freeSlot] = hash
            (entries + freeSlot).initialize(to: (title, text))
            keptCount.pointee += 1
        }
        return text
    }

    /// The slot that keeps `title`, else the empty slot where it would go (the table is never
    /// more than half full, so there is one).
    private func slot(of title: String, hash: UInt64) -> Int {
        let mask = Self.slotCount - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while hashes[slot] != 0 {
            if hashes[slot] == hash, Self.sameBytes(entries[slot].title, title) { return slot }
            slot = (slot + 1) & mask
        }
        return slot
    }

    /// Whether two titles are written with the same bytes (`==` on `String` would also match a
    /// canonically equivalent title, whose code units, and so token ranges, differ).
    static func sameBytes(_ kept: String, _ title: String) -> Bool {
        let kept = kept.utf8
        let title = title.utf8
        guard kept.count == title.count else { return false }
        let same = kept.withContiguousStorageIfAvailable { keptBytes in
            title.withContiguousStorageIfAvailable { bytes in
                bytes.isEmpty || memcmp(keptBytes.baseAddress!, bytes.baseAddress!, bytes.count) == 0
            }
        }
        return (same ?? nil) ?? kept.elementsEqual(title)
    }

    /// FNV-1a over the title's UTF-8 bytes, 0 made 1 (0 marks an empty slot).
    private static func hash(_ title: String) -> UInt64 {
        let hash = hash(title, from: fnvOffsetBasis)
        return hash == 0 ? 1 : hash
    }

    /// The FNV-1a hash before any byte.
    static let fnvOffsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325

    /// FNV-1a continued from `hash` over the title's UTF-8 bytes.
    static func hash(_ title: String, from start: UInt64) -> UInt64 {
        func fnv(_ bytes: some Sequence<UInt8>) -> UInt64 {
            var hash = start
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            return hash
        }
        return title.utf8.withContiguousStorageIfAvailable { fnv($0) } ?? fnv(title.utf8)
    }

    /// How many titles are kept (for tests).
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return keptCount.pointee
    }
}
