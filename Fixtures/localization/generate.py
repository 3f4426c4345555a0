#!/usr/bin/env python3
"""Writes the synthetic localization fixtures (FORMATS.md traits). Run from this folder:
   python3 generate.py
The outputs are committed; the script documents how each byte layout was made."""
import os

def write(path, data):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)

# 1. genstrings output: UTF-16LE + BOM, "/* comment */\n"key" = "value";\n\n", sorted
#    case-insensitively, merged comments joined by "\n   ", "No comment provided by engineer.".
genstrings = [
    ("Are you sure you want to empty the trash? This cannot be undone.",
     "Are you sure you want to empty the trash? This cannot be undone.", "Empty trash alert message"),
    ("delete_alert_button_cancel", "cancel", "Button shown in alert"),
    ("delete_alert_button_delete", "delete!", "Button shown in alert"),
    ("delete_alert_message", "The note will be removed from all your devices!", "Alert message"),
    ("delete_alert_title", "Delete Note?", "Deletion Error Title\n   Error Title"),
    ("Open \\\"\\(preview)\\\"", "Open \\\"\\(preview)\\\"", "No comment provided by engineer."),
    ("settings_title", "Settings", "Title of the settings screen"),
]
text = ""
for key, value, comment in genstrings:
    text += f"/* {comment} */\n\"{key}\" = \"{value}\";\n\n"
write("strings/en.lproj/Localizable.strings", b"\xff\xfe" + text.encode("utf-16-le"))

# 1b. the same table in French (not linted: only the source language is).
fr = "/* Alert message */\n\"delete_alert_message\" = \"La note sera supprimée !\";\n\n"
write("strings/fr.lproj/Localizable.strings", b"\xff\xfe" + fr.encode("utf-16-le"))

# 2. hand-maintained UTF-8 + BOM file: // sections, continuations, \U00A0, lowercase \u203A,
#    \', \@, raw newline in a value, a duplicate key (the last wins), no trailing newline.
settings = (
    "// MARK: - Sync alert\n"
    "\"alert.sync.title\" = \"sync paused\";\n"
    "\"alert.sync.message\" = \"Open Settings \\u203A Sync to resume!\";\n"
    "\"alert.sync.button.ok\" = \"ok\";\n"
    "\n"
    "// MARK: - Long text\n"
    "\"footer.long\" = \"First line\\\n"
    "second line with\\U00A0a non-breaking space.\";\n"
    "\"alert.mention.message\" = \"Mention \\@user:domain.com and it\\'s done!\";\n"
    "\"alert.post.title\" = \"Missing alt text.\n"
    "Post Anyway?\";\n"
    "\"generic.cancel\" = \"Cancel\";\n"
    "\"alert.generic.button.cancel\" = \"Never mind\";\n"
    "\"generic.cancel\" = \"Dismiss\";\n"
    "/* alertcopy:disable test-bang */\n"
    "\"alert.quiet.title\" = \"Leave it!\";\n"
    "\"alert.quiet.message\" = \"Nothing to see here!\";"
)
write("strings/en.lproj/Settings.strings", b"\xef\xbb\xbf" + settings.encode("utf-8"))

# 3. Interface Builder export: starts with an empty line, IB class comments.
ib = (
    "\n"
    "/* Class = \"NSButtonCell\"; title = \"Install Update\"; ObjectID = \"173\"; */\n"
    "\"173.title\" = \"Install Update\";\n"
    "\n"
    "/* Class = \"NSTextFieldCell\"; title = \"A new version is available!\"; ObjectID = \"174\"; */\n"
    "\"174.title\" = \"A new version is available!\";\n"
)
write("strings/en.lproj/MainMenu.strings", ib.encode("utf-8"))

# 4. unquoted and single-quoted tokens, the shortcut form, CRLF line endings.
tokens = (
    "unquoted_alert.1.title = Unquoted_Title;\r\n"
    "'quoted.alert.message' = 'It\\'s \"single\" quoted!';\r\n"
    "\"alert.shortcut.title\";\r\n"
    "/* braces-free, CRLF */\r\n"
    "\"alert.crlf.button.retry\" = \"retry\";\r\n"
)
write("strings/en.lproj/Tokens.strings", tokens.encode("utf-8"))

# 4b. rare escapes whose meaning only Foundation's parser settles: octal (NeXTSTEP Latin),
#     \U without digits (U+0000), \U with five hex digits, a braced file.
escapes = (
    "{\n"
    "  \"alert.octal.message\" = \"\\351t\\101 \\303\\251\";\n"
    "  \"alert.nul.message\" = \"x\\Uy\";\n"
    "  \"alert.astral.message\" = \"\\U1F600 \\UD83D\\UDE00\";\n"
    "}\n"
)
write("strings/en.lproj/Escapes.strings", escapes.encode("utf-8"))

# 5. UTF-16BE with BOM (never seen in the wild, accepted by Foundation).
be = "/* Alert title */\n\"alert.be.title\" = \"Big Endian\u00a0Title!\";\n"
write("strings/en.lproj/BigEndian.strings", b"\xfe\xff" + be.encode("utf-16-be"))

# 6. Xcode String Catalogs. Writer reproducing Xcode: 2-space indent, " : ", empty objects
#    "{\n\n<indent>}", raw non-ASCII and slashes; members are given here already in Finder order.
def xc(value, level=0):
    pad = "  " * (level + 1)
    end = "  " * level
    if isinstance(value, dict):
        if not value:
            return "{\n\n" + end + "}"
        inner = ",\n".join(pad + xs(k) + " : " + xc(v, level + 1) for k, v in value.items())
        return "{\n" + inner + "\n" + end + "}"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    return xs(value)

def xs(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t") + '"'

def unit(value, state="translated"):
    return {"stringUnit": {"state": state, "value": value}}

catalog = {
    "sourceLanguage": "en",
    "strings": {
        "": {},
        "%lld items": {"extractionState": "stale"},
        "🦖 Dinosaurs": {"extractionState": "migrated", "localizations": {"en": unit("🦖 Dinosaurs\tand \"more\" \\ ok")}},
        "alert.delete.button.cancel": {
            "extractionState": "manual",
            "localizations": {"de": unit("Abbrechen"), "en": unit("cancel"), "fr": unit("Annuler", "new")},
        },
        "alert.delete.message": {
            "comment": "Alert message shown before deleting https://example.com/files",
            "extractionState": "manual",
            "localizations": {
                "de": unit("Die Datei wird gelöscht."),
                "en": unit("The file will be deleted!"),
                "zh-Hans": unit("文件将被删除。"),
                "zh-HK": unit("檔案將被刪除。", "needs_review"),
            },
        },
        "alert.delete.title": {
            "comment": "Alert title",
            "extractionState": "manual",
            "localizations": {"de": unit("Datei löschen?"), "en": unit("Delete File?")},
        },
        "alert.device.message": {
            "extractionState": "extracted_with_value",
            "localizations": {"en": {"variations": {"device": {
                "ipad": unit("Tap the iPad screen!"),
                "mac": unit("Click the button."),
                "other": unit("Tap the screen."),
            }}}},
        },
        "alert.files.message": {
            "extractionState": "manual",
            "localizations": {
                "en": {"variations": {"plural": {
                    "one": unit("%lld file will be deleted!"),
                    "other": unit("%lld files will be deleted!"),
                }}},
                "es": {"variations": {"plural": {
                    "one": unit("Se eliminará %lld archivo."),
                    "other": unit("Se eliminarán %lld archivos."),
                }}},
            },
        },
        "alert.posts.message": {
            "extractionState": "manual",
            "localizations": {"en": {
                "stringUnit": {"state": "translated",
                               "value": "%#@count_posts@ posts from %#@count_participants@ participants!"},
                "substitutions": {
                    "count_participants": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {
                        "one": unit("%arg"), "other": unit("%arg")}}},
                    "count_posts": {"formatSpecifier": "lld", "variations": {"plural": {
                        "one": unit("%arg"), "other": unit("%arg")}}},
                },
            }},
        },
        "Are you sure you want to delete %d feeds?": {"comment": "Delete feeds alert message"},
        "Locked icon message 9": {"extractionState": "manual", "localizations": {"en": unit("Nine")}},
        "Locked icon message 10": {"extractionState": "manual", "localizations": {"en": unit("Ten")}},
        "Product Name": {"shouldTranslate": False},
        "unread": {"localizations": {"en": unit("unread", "new")}},
        "Unread": {"localizations": {"en": unit("Unread", "new")}},
    },
    "version": "1.0",
}
write("xcstrings/Localizable.xcstrings", xc(catalog).encode("utf-8"))

catalog11 = {
    "sourceLanguage": "en",
    "strings": {
        "alert.sync.title": {
            "comment": "Title of the sync alert",
            "extractionState": "manual",
            "isCommentAutoGenerated": True,
            "localizations": {"en": unit("sync paused"), "fr": unit("Synchronisation en pause")},
        },
    },
    "version": "1.1",
}
write("xcstrings/Catalog11.xcstrings", xc(catalog11).encode("utf-8"))

catalog12 = {
    "sourceLanguage": "de",
    "strings": {
        "alert.save.title": {
            "extractionState": "manual",
            "localizations": {"de": unit("Speichern?"), "en": unit("Save!")},
        },
        "k75-bg-mhK.title": {
            "comment": "Class = \"NSButtonCell\"; title = \"OK\"; ObjectID = \"k75-bg-mhK\";",
            "extractionState": "extracted_with_value",
            "localizations": {"de": unit("OK", "new"), "en": unit("OK!")},
        },
    },
    "version": "1.2",
}
write("xcstrings/Catalog12.xcstrings", (xc(catalog12) + "\n").encode("utf-8"))

# A value that is only a substitution reference (the forms are the whole texts, "%arg" the
# argument), next to a value with text around its references (the forms are fragments).
def forms(**values):
    return {"plural": {k: unit(v) for k, v in values.items()}}

substitutions = {
    "sourceLanguage": "en",
    "strings": {
        "alert.delete.message": {
            "extractionState": "manual",
            "localizations": {
                "de": {"stringUnit": {"state": "translated", "value": "%#@files@"},
                       "substitutions": {"files": {"argNum": 1, "formatSpecifier": "lld",
                                                   "variations": forms(one="%arg Datei wird gelöscht.",
                                                                       other="%arg Dateien werden gelöscht.")}}},
                "en": {"stringUnit": {"state": "translated", "value": "%#@files@"},
                       "substitutions": {"files": {"argNum": 1, "formatSpecifier": "lld",
                                                   "variations": forms(one="%arg file will be deleted!",
                                                                       other="%arg files will be deleted.")}}},
            },
        },
        "alert.sync.message": {
            "extractionState": "manual",
            "localizations": {
                "en": {"stringUnit": {"state": "translated", "value": "Synced %#@files@ of %#@total@."},
                       "substitutions": {"files": {"argNum": 1, "formatSpecifier": "lld",
                                                   "variations": forms(one="%arg file", other="%arg files!")},
                                         "total": {"argNum": 2, "formatSpecifier": "lld",
                                                   "variations": forms(one="%arg", other="%arg")}}},
            },
        },
    },
    "version": "1.0",
}
write("xcstrings/Substitutions.xcstrings", xc(substitutions).encode("utf-8"))

# 7. .stringsdict: tabs + encoding="UTF-8" (Xcode/plutil), and 2 spaces + encoding="utf-8".
plist_head = ('<?xml version="1.0" encoding="{enc}"?>\n'
              '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n'
              '<plist version="1.0">\n')

def plist(enc, indent, body):
    lines = []
    def emit(level, text):
        lines.append(indent * level + text)
    def value(level, v):
        if isinstance(v, dict):
            emit(level, "<dict>")
            for k, x in v.items():
                emit(level + 1, f"<key>{k}</key>")
                value(level + 1, x)
            emit(level, "</dict>")
        else:
            emit(level, f"<string>{v}</string>")
    value(0, body)
    return (plist_head.format(enc=enc) + "\n".join(lines) + "\n</plist>\n").encode("utf-8")

def plural(spec, forms):
    d = {"NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": spec}
    d.update(forms)
    return d

tabs = {
    "autofill.delete.all.passwords.alert.message": {
        "NSStringLocalizedFormatKey": "%#@passwords@",
        "passwords": plural("d", {"zero": "No passwords will be deleted!",
                                  "one": "%d password from %2$#@accounts@ will be deleted!",
                                  "other": "%d passwords from %2$#@accounts@ will be deleted!"}),
        "accounts": plural("d", {"one": "%2$d account", "other": "%2$d accounts &amp; more"}),
    },
    "alertTitleCloseTabs.withCount": {
        "NSStringLocalizedFormatKey": "%#@tabs@",
        "tabs": plural("d", {"one": "close %d tab?", "other": "close %d tabs?"}),
    },
}
write("stringsdict/en.lproj/Plurals.stringsdict", plist("UTF-8", "\t", tabs))

spaces = {
    "plural.count.followed_by_and_mutual": {
        "NSStringLocalizedFormatKey": "%#@names@%#@count_mutual@",
        "names": plural("ld", {"one": "Followed by %1$@", "other": "Followed by %1$@, %2$@"}),
        "count_mutual": plural("ld", {"one": ", and another mutual", "other": ", and %3$ld other mutuals"}),
    },
    "unread.alert.title": {
        "NSStringLocalizedFormatKey": "%#@count@",
        "count": plural("ld", {"one": "1 unread notification", "other": "%ld unread notifications"}),
    },
}
write("stringsdict/en.lproj/Generated.stringsdict", plist("utf-8", "  ", spaces))

# A format key that only delegates (%#@outer@ whose forms are %#@inner@: inner's forms are the
# whole texts), a form that inserts another variable ("%ld %#@side@ orphans": side's forms are
# fragments), and a chain of variables with no text between them (their forms compose the text).
nested = {
    "delete.alert.title": {
        "NSStringLocalizedFormatKey": "%#@outer@",
        "outer": plural("ld", {"one": "%#@inner@", "other": "%#@inner@"}),
        "inner": plural("ld", {"one": "Delete %ld item?", "other": "Delete %ld Items!"}),
    },
    "orphans.alert.message": {
        "NSStringLocalizedFormatKey": "%#@value@",
        "value": plural("ld", {"one": "%ld %#@side@ orphan.", "other": "%ld %#@side@ orphans."}),
        "side": plural("lu", {"zero": "left", "one": "right"}),
    },
    "sync.alert.message": {
        "NSStringLocalizedFormatKey": "%#@files@%#@folders@",
        "files": plural("ld", {"one": "One file", "other": "%1$ld files"}),
        "folders": plural("ld", {"one": " and one folder were not synced!", "other": " and %2$ld folders were not synced."}),
    },
}
write("stringsdict/en.lproj/Nested.stringsdict", plist("UTF-8", "    ", nested))

# 8. malformed files: each must give a precise error (line and column).
write("malformed/stray-semicolon.strings", b'"a" = "b";;\n"c" = "d";\n')
write("malformed/truncated.strings", b'"alert.title" = "Delete?";\n"alert.message" = "The file')
write("malformed/missing-semicolon.strings", b'"a" = "b"\n"c" = "d";\n')
write("malformed/unterminated-comment.strings", b'"a" = "b";\n/* no end\n"c" = "d";\n')
write("malformed/unterminated-string.strings", b'"a" = "b";\n"c" = "d;\n')
write("malformed/smart-quote.strings", '"a" = "b";\n\u201cc\u201d = "d";\n'.encode("utf-8"))
write("malformed/lone-surrogate.strings",
      b"\xff\xfe" + '"a" = "'.encode("utf-16-le") + b"\x00\xd8" + '";\n'.encode("utf-16-le"))
write("malformed/invalid-utf8.strings", b'"a" = "caf\xe9";\n')
write("malformed/binary.strings", b"bplist00\xd1\x01\x02Qa" + bytes(20))
write("malformed/trailing-comma.xcstrings",
      b'{\n  "sourceLanguage" : "en",\n  "strings" : {\n\n  },\n  "version" : "1.0",\n}')
write("malformed/unclosed.stringsdict",
      b'<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0">\n<dict>\n\t<key>a</key>\n\t<string>b\n')
