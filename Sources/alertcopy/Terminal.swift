#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal settings saved before raw mode, read by the signal handlers (which may only call
/// async-signal-safe functions, so this is plain global memory, written before any handler runs).
private nonisolated(unsafe) var savedSettings = termios()
/// Whether raw mode is on, so restoring twice (atexit after a signal) is harmless.
private nonisolated(unsafe) var rawModeActive: sig_atomic_t = 0
/// Set by the SIGCONT handler: the line must be drawn again after a suspension.
private nonisolated(unsafe) var resumedFlag: sig_atomic_t = 0
/// The actions in place before ours, by signal number, so a crash still reaches the runtime's
/// own handler (and its backtrace) after the terminal is restored.
private nonisolated(unsafe) let previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)

/// The signals after which the terminal must not stay in raw mode: interruptions and crashes.
private let fatalSignals: [Int32] = [
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP,
]

/// The controlling terminal: raw mode for the line editor, always restored — on a normal exit,
/// on `exit()` (atexit), on Ctrl-C or a termination signal, and on a crash — plus its width.
enum Terminal {
    /// Puts the terminal on `descriptor` in raw mode (no echo, no line buffering, no signal keys,
    /// output processing kept so `\n` still starts a new line). Returns false when it is no
    /// terminal or its settings cannot be changed.
    static func enableRawMode(descriptor: Int32 = 0) -> Bool {
        var settings = termios()
        guard tcgetattr(descriptor, &settings) == 0 else { return false }
        if rawModeActive == 0 { savedSettings = settings }
        var raw = savedSettings
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        guard tcsetattr(descriptor, TCSADRAIN, &raw) == 0 else { return false }
        rawModeActive = 1
        return true
    }

    /// Puts back the settings saved by `enableRawMode` (async-signal-safe).
    static func restore() {
        guard rawModeActive != 0 else { return }
        tcsetattr(0, TCSADRAIN, &savedSettings)
        rawModeActive = 0
    }

    /// Installs the handlers that restore the terminal: atexit, the fatal signals (then re-raised
    /// with the previous action, so the exit status and any crash report stay what they were),
    /// and SIGCONT (which interrupts the read, so the caller can turn raw mode on again and
    /// redraw after a suspension). Call once, before `enableRawMode`.
    static func installRestoreHandlers() {
        // Touch every global the handlers use, so none is first initialized inside a handler.
        resumedFlag = 0
        rawModeActive = 0
        previousActions.initialize(repeating: sigaction(), count: 65)
        atexit { Terminal.restore() }
        for signalNumber in fatalSignals {
            var action = sigaction()
            setHandler(&action) { signalNumber in
                Terminal.restore()
                sigaction(signalNumber, previousActions + Int(signalNumber), nil)
                raise(signalNumber)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signalNumber, &action, previousActions + Int(signalNumber))
        }
        var resume = sigaction()
        setHandler(&resume) { _ in resumedFlag = 1 }
        sigemptyset(&resume.sa_mask)
        resume.sa_flags = 0
        sigaction(SIGCONT, &resume, nil)
    }

    private static func setHandler(_ action: inout sigaction, _ handler: @convention(c) (Int32) -> Void) {
        #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = handler
        #else
            action.__sigaction_handler.sa_handler = handler
        #endif
    }

    /// Suspends the process as Ctrl-Z would with a normal terminal: restores the settings, stops,
    /// and on resumption (fg) turns raw mode on again.
    static func suspend() {
        restore()
        kill(getpid(), SIGTSTP)
        _ = enableRawMode()
        resumedFlag = 0
    }

    /// Whether the process was stopped and resumed by someone else since the last call (the line
    /// must be drawn again, and raw mode restored).
    static func takeResumption() -> Bool {
        guard resumedFlag != 0 else { return false }
        resumedFlag = 0
        return true
    }

    /// The terminal's width in columns (80 when unknown).
    static func columns(descriptor: Int32 = 1) -> Int {
        var size = winsize()
        if ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        if let text = getenv("COLUMNS"), let value = Int(String(cString: text)), value > 0 { return value }
        return 80
    }

    /// Reads what the terminal has sent (blocking until at least one byte): nil at end of input or
    /// on an error, empty when a signal interrupted the wait (check `takeResumption`).
    static func readInput(descriptor: Int32 = 0) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 512)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count > 0 { return Array(buffer[..<count]) }
        if count < 0 && errno == EINTR { return [] }
        return nil
    }

    /// Writes everything, at once (unbuffered), retrying on interruption.
    static func writeOutput(_ text: String, descriptor: Int32 = 1) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }
}
