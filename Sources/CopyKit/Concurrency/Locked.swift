import Foundation

/// A value behind a mutex, both in one allocation (the value as a `ManagedBuffer`'s header, the
/// mutex as its one element): what a memo kept on every analyzed text needs, without a lock
/// object of its own per text.
struct Locked<State>: @unchecked Sendable {
    private let storage: Storage

    init(_ initial: State) {
        storage = unsafeDowncast(Storage.create(minimumCapacity: 1) { _ in initial }, to: Storage.self)
        storage.withUnsafeMutablePointerToElements { mutex in
            mutex.initialize(to: pthread_mutex_t())
            pthread_mutex_init(mutex, nil)
        }
    }

    /// `body`'s result, with the value to read or change while the mutex is held.
    func withLock<Result>(_ body: (inout State) -> Result) -> Result {
        storage.withUnsafeMutablePointers { state, mutex in
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return body(&state.pointee)
        }
    }

    /// The value and its mutex. The header, a stored property, is destroyed with the object; the
    /// mutex is destroyed here.
    private final class Storage: ManagedBuffer<State, pthread_mutex_t> {
        deinit {
            withUnsafeMutablePointerToElements { mutex in
                pthread_mutex_destroy(mutex)
                mutex.deinitialize(count: 1)
            }
        }
    }
}
