import Foundation

/// A value behind a mutex, both in one allocation (the value as a `ManagedBuffer`'s header, the
/// mutex as its one element): what a memo kept on every analyzed alert needs, without a lock
/// object of its own per alert.
///
/// A value that one thread alone ever reaches (the analysis of one alert, made and dropped by
/// one lint) is kept unguarded: `withLock` then takes no mutex.
struct Locked<State>: @unchecked Sendable {
    private let storage: Storage

    /// `guarded: false` promises that only one thread at a time ever calls `withLock`.
    init(_ initial: State, guarded: Bool = true) {
        storage = unsafeDowncast(Storage.create(minimumCapacity: 1) { _ in initial }, to: Storage.self)
        storage.withUnsafeMutablePointerToElements { lock in
            lock.initialize(to: MutexSlot(mutex: pthread_mutex_t(), isGuarded: guarded))
            if guarded { pthread_mutex_init(&lock.pointee.mutex, nil) }
        }
    }

    /// `body`'s result, with the value to read or change while the mutex is held.
    func withLock<Result>(_ body: (inout State) -> Result) -> Result {
        storage.withUnsafeMutablePointers { state, lock in
            guard lock.pointee.isGuarded else { return body(&state.pointee) }
            pthread_mutex_lock(&lock.pointee.mutex)
            defer { pthread_mutex_unlock(&lock.pointee.mutex) }
            return body(&state.pointee)
        }
    }

    /// The value and its mutex. The header, a stored property, is destroyed with the object; the
    /// mutex is destroyed here.
    private final class Storage: ManagedBuffer<State, MutexSlot> {
        deinit {
            withUnsafeMutablePointerToElements { lock in
                if lock.pointee.isGuarded { pthread_mutex_destroy(&lock.pointee.mutex) }
                lock.deinitialize(count: 1)
            }
        }
    }
}

/// A `Locked` value's mutex and whether it is used. Outside the generic type, so that making and
/// freeing one asks the runtime for no type metadata.
private struct MutexSlot {
    var mutex: pthread_mutex_t
    let isGuarded: Bool
}
