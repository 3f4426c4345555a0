#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

let status = runAlertcopy(Array(CommandLine.arguments.dropFirst()))
standardOutput.flush()
exit(status)
