/// A notebook's name as a folder name and back: any name is allowed, so the characters a
/// folder name cannot hold or would hide (`/`, a leading `.`) are percent-encoded, and `%`
/// itself so that decoding is exact.
enum NotebookFolderName {
    static func encode(_ name: String) -> String {
        var folder = ""
        for (index, character) in name.enumerated() {
            switch character {
            case "%": folder += "%25"
            case "/": folder += "%2F"
            case "." where index == 0: folder += "%2E"
            default: folder.append(character)
            }
        }
        return folder
    }

    static func decode(_ folder: String) -> String {
        var name = ""
        var rest = Substring(folder)
        while let percent = rest.firstIndex(of: "%") {
            name += rest[..<percent]
            let code = rest[percent...].dropFirst().prefix(2)
            if code.count == 2, let byte = UInt8(code, radix: 16), let scalar = Unicode.Scalar(Int(byte)) {
                name.unicodeScalars.append(scalar)
                rest = rest[percent...].dropFirst(3)
            } else {
                name.append("%")
                rest = rest[percent...].dropFirst()
            }
        }
        return name + rest
    }
}
