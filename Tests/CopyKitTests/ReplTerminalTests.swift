import Foundation
import XCTest

@testable import CopyKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `alertcopy repl` in a real pseudo-terminal: keys typed into the master side, the screen read
/// back from it, the terminal's settings checked after the session ends.
private final class PseudoTerminalSession {
    let master: Int32
    let slave: Int32
    let process = Process()
    private(set) var transcript = ""
    /// Where the last `waitFor` matched; later waits look only after it.
    private var mark: String.Index

    init(arguments: [String], environment: [String: String]) throws {
        // posix_openpt and friends are not in the Glibc module (they need _XOPEN_SOURCE): look them up.
        typealias OpenMaster = @convention(c) (Int32) -> Int32
        typealias Prepare = @convention(c) (Int32) -> Int32
        typealias SlaveName = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
        let library = dlopen(nil, RTLD_NOW)
        guard let openSymbol = dlsym(library, "posix_openpt"), let grantSymbol = dlsym(library, "grantpt"),
            let unlockSymbol = dlsym(library, "unlockpt"), let nameSymbol = dlsym(library, "ptsname")
        else { throw XCTSkip("no pseudo-terminal functions in the C library") }
        master = unsafeBitCast(openSymbol, to: OpenMaster.self)(O_RDWR | O_NOCTTY)
        guard master >= 0, unsafeBitCast(grantSymbol, to: Prepare.self)(master) == 0,
            unsafeBitCast(unlockSymbol, to: Prepare.self)(master) == 0,
            let name = unsafeBitCast(nameSymbol, to: SlaveName.self)(master)
        else { throw XCTSkip("no pseudo-terminal available") }
        slave = open(String(cString: name), O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw XCTSkip("cannot open the pseudo-terminal's slave side") }
        var size = winsize(ws_row: 24, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(slave, UInt(TIOCSWINSZ), &size)
        mark = transcript.startIndex
        let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        process.executableURL = ReplBinary.url
        process.arguments = arguments
        process.environment = environment
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
        close(master)
        close(slave)
    }

    /// The slave side's current settings (what the shell gets back after the session).
    var settings: termios {
        var settings = termios()
        tcgetattr(slave, &settings)
        return settings
    }

    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Reads the screen until `text` appears after the last match. The deadline only guards
    /// against a hang; nothing is asserted about how long it took.
    @discardableResult
    func waitFor(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            if let range = transcript.range(of: text, range: mark..<transcript.endIndex) {
                mark = range.upperBound
                return true
            }
            readAvailable(waitingMilliseconds: 100)
        }
        XCTFail(
            "never saw \(text.debugDescription) on the terminal; screen so far:\n\(transcript)", file: file, line: line)
        return false
    }

    /// Waits for the process to end, draining the terminal so it never blocks on output.
    func waitForExit() -> Bool {
        let deadline = Date().addingTimeInterval(20)
        while process.isRunning && Date() < deadline { readAvailable(waitingMilliseconds: 50) }
        readAvailable(waitingMilliseconds: 0)
        return !process.isRunning
    }

    private func readAvailable(waitingMilliseconds: Int32) {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, waitingMilliseconds) > 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
        guard count > 0 else { return }
        let offset = transcript.distance(from: transcript.startIndex, to: mark)
        transcript += String(decoding: buffer[..<count], as: UTF8.self)
        mark = transcript.index(transcript.startIndex, offsetBy: offset)
    }
}

final class ReplTerminalTests: XCTestCase {
    private var stateHome: URL!

    override func setUpWithError() throws {
        stateHome = FileManager.default.temporaryDirectory.appendingPathComponent("alertcopy-pty-\(UUID())")
        try FileManager.default.createDirectory(at: stateHome, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: stateHome)
    }

    private func start(
        _ arguments: [String], color: Bool = false, subcommand: [String] = ["repl"]
    ) throws -> PseudoTerminalSession {
        var environment = ReplBinary.environment(stateHome: stateHome)
        environment["TERM"] = "xterm-256color"
        environment["SWIFT_BACKTRACE"] = "enable=no"
        if !color { environment["NO_COLOR"] = "1" }
        let session = try PseudoTerminalSession(arguments: subcommand + arguments, environment: environment)
        XCTAssertTrue(session.settings.c_lflag & tcflag_t(ICANON) != 0, "the terminal starts in canonical mode")
        return session
    }

    private func assertRestored(_ session: PseudoTerminalSession, file: StaticString = #filePath, line: UInt = #line) {
        let flags = session.settings.c_lflag
        XCTAssertTrue(flags & tcflag_t(ICANON) != 0, "line buffering is back", file: file, line: line)
        XCTAssertTrue(flags & tcflag_t(ECHO) != 0, "echo is back", file: file, line: line)
        XCTAssertTrue(flags & tcflag_t(ISIG) != 0, "signal keys are back", file: file, line: line)
        XCTAssertTrue(session.settings.c_iflag & tcflag_t(ICRNL) != 0, "CR to NL is back", file: file, line: line)
    }

    func testEditingWithArrowsHistoryAndCtrlDLeavesTheTerminalIntact() throws {
        let session = try start(["--disable", "all"])
        session.waitFor("profile current")
        session.waitFor("alertcopy> ")
        XCTAssertTrue(session.settings.c_lflag & tcflag_t(ICANON) == 0, "raw mode while the prompt waits")
        session.type("title: printer not respondng")
        session.type("\u{1B}[D\u{1B}[D" + "i" + "\r")
        session.waitFor("  title: printer not responding\r\nNo findings.")
        session.waitFor("alertcopy> ")
        session.type("\u{1B}[A")
        session.waitFor("title: printer not responding")
        session.type("\u{01}\u{0B}:format json\r")
        session.waitFor(#"{"title": "printer not responding", "buttons": []}"#)
        session.waitFor("alertcopy> ")
        session.type("\u{04}")
        XCTAssertTrue(session.waitForExit(), "Ctrl-D on an empty line ends the session")
        XCTAssertEqual(session.process.terminationStatus, 0)
        assertRestored(session)
        let history = try String(
            contentsOf: stateHome.appendingPathComponent("alertcopy/history"), encoding: .utf8)
        XCTAssertEqual(history, "title: printer not responding\n:format json\n")
    }

    func testNoArgumentsOnATerminalStartsTheSession() throws {
        let session = try start([], subcommand: [])
        session.waitFor("alertcopy ")
        session.waitFor("profile current, platform ios")
        session.waitFor("alertcopy> ")
        session.type(":help\r")
        session.waitFor(":explain RULE|N")
        session.type(":qiut\r")
        session.waitFor("error: unknown command :qiut; did you mean :quit?")
        session.type(":q\r")
        XCTAssertTrue(session.waitForExit())
        XCTAssertEqual(session.process.terminationStatus, 0)
        assertRestored(session)
    }

    func testHistoryFromAnEarlierSessionIsRecalled() throws {
        let file = HistoryFile(url: stateHome.appendingPathComponent("alertcopy/history"))
        try file.append("title: Café “Road Trip” 👍")
        let session = try start(["--disable", "all"])
        session.waitFor("alertcopy> ")
        session.type("\u{1B}[A")
        session.waitFor("title: Café “Road Trip” 👍")
        session.type("\u{7F}\u{7F}!\r")
        session.waitFor("  title: Café “Road Trip”!\r\n")
        session.type(":quit\r")
        XCTAssertTrue(session.waitForExit())
        XCTAssertEqual(session.process.terminationStatus, 0)
        assertRestored(session)
    }

    func testTypingATitleSeeingTheFindingApplyingTheFixAndQuitting() throws {
        guard RuleRegistry.rule(named: "title-case") != nil else {
            throw XCTSkip("title-case is not registered in this build")
        }
        let session = try start(["--select", "title-case"], color: true)
        session.waitFor("alertcopy> ")
        session.type("title: printer not responding\r")
        session.waitFor("[title-case]")
        session.waitFor("alertcopy> ")
        session.type(":apply 1\r")
        session.waitFor("Applied (1) title-case")
        session.waitFor("Printer Not Responding")
        session.type(":profile ios7\r")
        session.waitFor("alertcopy[ios7]> ")
        session.type(":quit\r")
        XCTAssertTrue(session.waitForExit())
        XCTAssertEqual(session.process.terminationStatus, 0)
        XCTAssertTrue(session.transcript.contains("\u{1B}["), "colour on a terminal")
        assertRestored(session)
    }

    func testCtrlCTwiceLeavesWithStatus130AndRestoresTheTerminal() throws {
        let session = try start(["--disable", "all"])
        session.waitFor("alertcopy> ")
        session.type("title: half typed")
        session.type("\u{03}")
        session.waitFor("^C")
        session.type("\u{03}")
        session.waitFor("Ctrl-C again")
        session.type("\u{03}")
        XCTAssertTrue(session.waitForExit())
        XCTAssertEqual(session.process.terminationStatus, 130)
        assertRestored(session)
    }

    func testTerminationAndCrashSignalsRestoreTheTerminal() throws {
        for signalNumber in [SIGTERM, SIGHUP, SIGSEGV] {
            let session = try start(["--disable", "all"])
            session.waitFor("alertcopy> ")
            XCTAssertTrue(session.settings.c_lflag & tcflag_t(ECHO) == 0, "raw mode before signal \(signalNumber)")
            kill(session.process.processIdentifier, signalNumber)
            XCTAssertTrue(session.waitForExit(), "signal \(signalNumber) ends the session")
            XCTAssertEqual(session.process.terminationReason, .uncaughtSignal, "signal \(signalNumber)")
            XCTAssertEqual(session.process.terminationStatus, signalNumber, "the signal is re-raised")
            assertRestored(session)
        }
    }
}
