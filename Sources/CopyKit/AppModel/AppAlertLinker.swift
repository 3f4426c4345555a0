import Foundation

/// Lints an app as its code presents its alerts: each alert found in code takes its title,
/// message and buttons from the strings its keys name (in the source language) or from the
/// literals in code, its roles from the code, and is linted as one alert whose findings are
/// reported where each text is written. Strings no alert uses are not linted as alert copy.
extension LocalizationLinter {
    /// Lints (and with `fix`, fixes) the localization files under `paths` together with the
    /// alerts `scan` found in code.
    public func runApp(_ paths: [String], scan: CodeScan, fix safety: FixSafety? = nil, write: Bool = false)
        -> LocalizationRun
    {
        let (files, discoveryErrors) = LocalizationLinter.discover(paths)
        var run = LocalizationRun(results: [], errors: discoveryErrors)
        var documents: [any LocalizationDocument] = []
        var bytes: [[UInt8]] = []
        var identities: [FileIdentity?] = []
        // The files are read and parsed on every core (an app has a file for each language and
        // table), and taken in order, errors too.
        for file in LocalizationLinter.readAndParse(files) {
            switch file {
            case .success(let read):
                documents.append(read.document)
                bytes.append(read.bytes)
                identities.append(read.identity)
            case .failure(let error):
                run.errors.append(error)
            }
        }
        let recognized = documents.concurrentMap(minimumChunk: 1) { recognize($0, sourceLanguageOnly: true) }
        var table = AppStringTable(documents: documents, recognized: recognized)
        if scan.namesGeneratedStrings { table.indexGeneratedNames() }
        let values = recognized.joined().filter(\.isSourceLanguage).map(\.string.value)
        // The code literals each alert shows, by file.
        var literalOffsets: [String: [Int]] = [:]
        func codeLiteral(_ text: AlertText?) -> CodeSite? {
            guard let text, case .literal(let value, let catalogKey) = text.origin, let site = text.literal else {
                return nil
            }
            if catalogKey, table.lookup(value, in: "Localizable") != nil { return nil }
            return site
        }
        for alert in scan.alerts {
            for text in alert.texts {
                if let site = codeLiteral(text) { literalOffsets[site.path, default: []].append(site.offset) }
                for (origin, site) in text?.alternativeLiterals ?? [:] {
                    if let site = codeLiteral(AlertText(origin, literal: site)) {
                        literalOffsets[site.path, default: []].append(site.offset)
                    }
                }
            }
        }
        var codeDocuments: [String: (index: Int, document: CodeLiteralDocument)] = [:]
        for source in scan.files {
            guard let offsets = literalOffsets[source.path] else { continue }
            let document = CodeLiteralDocument(source: source, offsets: offsets)
            codeDocuments[source.path] = (documents.count, document)
            documents.append(document)
            bytes.append(source.bytes)
            identities.append(source.identity)
        }
        var grouped: [GroupedAlert] = []
        for alert in scan.alerts {
            var fields: [AlertField: RecognizedString] = [:]
            var owners: [AlertField: Int] = [:]
            var keysInCode: [AlertField: String] = [:]
            var lintAlert = Alert()
            lintAlert.isActionSheet = alert.kind == .actionSheet
            lintAlert.buttonsComplete = alert.buttonsComplete
            func place(_ text: AlertText?, _ field: AlertField) -> String? {
                guard let text else { return nil }
                switch text.origin {
                case .key(let key, let tableName):
                    guard let found = table.lookup(key, in: tableName) else { return text.defaultValue }
                    fields[field] = found.string
                    owners[field] = found.document
                    return found.string.string.value
                case .literal(let value, let catalogKey):
                    if catalogKey, let found = table.lookup(value, in: "Localizable") {
                        fields[field] = found.string
                        owners[field] = found.document
                        if let site = text.literal { keysInCode[field] = "\(site.path):\(site.line):\(site.column)" }
                        return found.string.string.value
                    }
                    // A key-like literal (`settings.alert.title`) the catalogs lack is no copy.
                    if catalogKey && !value.contains(" " as Character) && value.contains("." as Character) {
                        return nil
                    }
                    if let site = text.literal, let code = codeDocuments[site.path],
                        let string = code.document.strings.first(where: {
                            code.document.literals[$0.index].range.lowerBound == site.offset
                        })
                    {
                        fields[field] = RecognizedString(
                            string: string,
                            assignment: RoleAssignment(
                                role: nil, group: alert.site.description,
                                reason: "shown by the alert at \(alert.site.description)"),
                            isSourceLanguage: true, ignoredBy: nil, suppressedRules: [])
                        owners[field] = code.index
                    }
                    return value
                case .dynamic:
                    return nil
                }
            }
            lintAlert.title = place(alert.title, .title)
            lintAlert.message = place(alert.message, .message)
            // Where each button of the code went in the linted alert.
            var buttonFields: [Int: Int] = [:]
            for (position, button) in alert.buttons.enumerated() {
                let index = lintAlert.buttons.count
                if let text = button.text {
                    guard let value = place(text, .button(index)) else {
                        lintAlert.buttonsComplete = false
                        fields[.button(index)] = nil
                        continue
                    }
                    buttonFields[position] = index
                    lintAlert.buttons.append(AlertButton(value, role: button.role))
                } else if button.role == .cancel {
                    lintAlert.buttons.append(AlertButton("Cancel", role: .cancel))
                } else {
                    lintAlert.buttonsComplete = false
                }
            }
            let base = (alert: lintAlert, fields: fields, owners: owners)
            if !fields.isEmpty {
                var group = GroupedAlert(
                    name: alert.site.description, alert: lintAlert, fields: fields, isVariant: false)
                group.documents = owners
                group.keysInCode = keysInCode
                group.site = alert.site.description
                grouped.append(group)
            }
            // Each text a branch of the code shows instead is linted in the same alert.
            var alternatives: [(AlertField, TextOrigin, CodeSite?)] = []
            func add(_ text: AlertText?, _ field: AlertField) {
                for origin in text?.alternatives ?? [] {
                    alternatives.append((field, origin, text?.alternativeLiterals[origin]))
                }
            }
            add(alert.title, .title)
            add(alert.message, .message)
            for (position, button) in alert.buttons.enumerated() {
                guard let index = buttonFields[position] else { continue }
                add(button.text, .button(index))
            }
            var seen: Set<String> = []
            for (field, origin, site) in alternatives {
                if case .dynamic = origin { continue }
                if case .literal("", _) = origin { continue }
                guard seen.insert("\(field)|\(origin)").inserted else { continue }
                (lintAlert, fields, owners) = base
                fields[field] = nil
                let shown = place(AlertText(origin, literal: site), field)
                guard let shown, fields[field] != nil else { continue }
                switch field {
                case .title: lintAlert.title = shown
                case .message: lintAlert.message = shown
                case .button(let index): lintAlert.buttons[index].title = shown
                case .buttons: continue
                }
                var group = GroupedAlert(
                    name: alert.site.description, alert: lintAlert, fields: fields, isVariant: true)
                group.onlyField = field
                group.documents = owners
                group.keysInCode = keysInCode
                group.site = alert.site.description
                grouped.append(group)
            }
        }
        let linter = injectedLinter ?? linter(forValues: values)
        var results = process(documents: documents, bytes: bytes, alerts: grouped, linter: linter, fixUpTo: safety)
        for index in results.indices {
            guard write, let rewritten = results[index].rewrittenBytes else { continue }
            do throws(LocalizationFileError) {
                try AtomicFileWriter.write(rewritten, to: results[index].path, replacing: identities[index])
                results[index].written = true
                results[index].originalBytes = []
            } catch {
                run.errors.append(error)
            }
        }
        run.results = results.filter {
            !$0.reports.isEmpty || !$0.diagnostics.isEmpty || $0.rewrittenBytes != nil || $0.format != .code
        }
        return run
    }
}
