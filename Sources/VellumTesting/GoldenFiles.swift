import Foundation
import VellumCairo

/// Where goldens and failure artifacts live, and how golden files are written.
///
/// Goldens: `VELLUM_GOLDENS` if set, else `Goldens/` in the package that holds the test
/// file. Artifacts (actual, expected, difference): `VELLUM_ARTIFACTS` if set, else
/// `.build/vellum-artifacts/` in that package.
enum GoldenFiles {
  /// The package root: the nearest folder above `file` holding a `Package.swift`.
  static func packageRoot(of file: String) -> URL {
    var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
    while folder.path != "/" {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
      folder.deleteLastPathComponent()
    }
    return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  }

  static func goldens(for file: String) -> URL {
    if let path = ProcessInfo.processInfo.environment["VELLUM_GOLDENS"], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    return packageRoot(of: file).appendingPathComponent("Goldens")
  }

  static func artifacts(for file: String) -> URL {
    if let path = ProcessInfo.processInfo.environment["VELLUM_ARTIFACTS"], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    return packageRoot(of: file).appendingPathComponent(".build/vellum-artifacts")
  }

  /// A file-name part made safe: letters, digits, `-`, `_` and `.` kept, the rest `_`.
  static func safe(_ text: String) -> String {
    let kept = text.unicodeScalars.map { scalar -> Character in
      CharacterSet.alphanumerics.contains(scalar) && scalar.isASCII || "-_.".unicodeScalars.contains(scalar)
        ? Character(scalar) : "_"
    }
    let name = String(kept).trimmingCharacters(in: CharacterSet(charactersIn: "."))
    return name.isEmpty ? "_" : name
  }

  /// The golden's base name: the test file's folder, then `function.name`.
  static func base(file: String, function: String, name: String) -> (folder: String, stem: String) {
    let folder = safe(((file as NSString).lastPathComponent as NSString).deletingPathExtension)
    let test = function.split(separator: "(").first.map(String.init) ?? function
    return (folder, "\(safe(test)).\(safe(name))")
  }
}
