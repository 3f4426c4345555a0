import Foundation

/// A run-wide cache of at most `maximumCount` entries shared by every thread. Each entry is
/// filed under a 64-bit hash of its key in an open-addressing table allocated once, read and
/// written under a lock; a look-up compares hashes, then keys (`matches`). An entry is made
/// outside the lock and kept while there is room; when another thread kept one for the same key
/// meanwhile, that one is returned instead, so every thread shares one entry a key.
final class BoundedCache<Entry>: @unchecked Sendable {
    /// How many entries are kept at most; later keys are made each time.
    let maximumCount: Int
    /// The table's slots: a power of two, at least twice the most entries kept, so a probe ends soon.
    private let slotCount: Int

    private let lock = NSLock()
    /// Each slot's hash (never 0), or 0 while the slot is empty.
    private let hashes: UnsafeMutablePointer<UInt64>
    /// The entry in each filled slot.
    private let entries: UnsafeMutablePointer<Entry>
    /// How many entries are kept.
    private var keptCount = 0

    init(maximumCount: Int) {
        self.maximumCount = maximumCount
        var slotCount = 2
        while slotCount < 2 * maximumCount { slotCount *= 2 }
        self.slotCount = slotCount
        hashes = .allocate(capacity: slotCount)
        hashes.initialize(repeating: 0, count: slotCount)
        entries = .allocate(capacity: slotCount)
    }

    deinit {
        for slot in 0..<slotCount where hashes[slot] != 0 { (entries + slot).deinitialize(count: 1) }
        entries.deallocate()
        hashes.deallocate()
    }

    /// `read` of the entry kept under `hash` that `matches` accepts, else of the one `make` makes.
    /// A kept entry is matched and read where it is, through its address, not copied out.
    @inline(__always)
    func value<Value>(
        hash: UInt64, matching matches: (UnsafePointer<Entry>) -> Bool, make: () -> Entry,
        read: (UnsafePointer<Entry>) -> Value
    ) -> Value {
        let hash = hash == 0 ? 1 : hash
        lock.lock()
        let slot = slot(hash: hash, matches)
        if hashes[slot] != 0 {
            let kept = read(entries + slot)
            lock.unlock()
            return kept
        }
        lock.unlock()
        let made = make()
        lock.lock()
        defer { lock.unlock() }
        // Another thread may have kept the key meanwhile: look again.
        let freeSlot = self.slot(hash: hash, matches)
        if hashes[freeSlot] != 0 { return read(entries + freeSlot) }
        if keptCount < maximumCount {
            hashes[freeSlot] = hash
            (entries + freeSlot).initialize(to: made)
            keptCount += 1
            return read(entries + freeSlot)
        }
        return withUnsafePointer(to: made) { read($0) }
    }

    /// The slot of the entry `matches` accepts under `hash`, else the empty slot where it would
    /// go (the table is never more than half full, so there is one).
    @inline(__always)
    private func slot(hash: UInt64, _ matches: (UnsafePointer<Entry>) -> Bool) -> Int {
        let mask = slotCount - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while hashes[slot] != 0 {
            if hashes[slot] == hash, matches(entries + slot) { return slot }
            slot = (slot + 1) & mask
        }
        return slot
    }

    /// How many entries are kept (for tests).
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return keptCount
    }
}
