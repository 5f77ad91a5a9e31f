import Foundation

/// The `Info.plist` written beside the preview catalog, which Linux's Foundation reads as
/// `Bundle.main.infoDictionary`: the keys Xcode builds into an app's bundle, so an about
/// screen's `CFBundleShortVersionString` or a `CFBundleDisplayName` is there as on iOS.
/// Without it the dictionary is empty, and a screen that force-unwraps a version traps.
///
/// Xcode's keys come first, filled from the Xcode target's build settings (`MARKETING_VERSION`,
/// `CURRENT_PROJECT_VERSION`, `PRODUCT_BUNDLE_IDENTIFIER`; "1.0", "1" and `com.example.Name`
/// where none is set), then the target's `INFOPLIST_KEY_…` settings, then its own
/// `INFOPLIST_FILE` (or an `Info.plist` in the folder previewed), its `$(SETTING)` references
/// filled from the same settings.
struct PreviewInfoPlist {
  /// The build settings, defaults under the project's.
  let settings: [String: String]
  /// The app's own Info.plist, if it has one.
  let file: URL?

  init(choice: XcodeTargetFiles.Choice?, paths: [String]) {
    let first = URL(fileURLWithPath: paths.first ?? ".").standardizedFileURL
    var isFolder: ObjCBool = false
    let folder =
      FileManager.default.fileExists(atPath: first.path, isDirectory: &isFolder) && isFolder.boolValue
      ? first : first.deletingLastPathComponent()
    let name = choice?.target.name ?? folder.lastPathComponent
    let module = String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    var settings = [
      "TARGET_NAME": name, "PRODUCT_NAME": name, "EXECUTABLE_NAME": "$(PRODUCT_NAME)", "PRODUCT_MODULE_NAME": module,
      "PRODUCT_BUNDLE_IDENTIFIER": "com.example.$(PRODUCT_NAME:rfc1034identifier)", "MARKETING_VERSION": "1.0",
      "CURRENT_PROJECT_VERSION": "1", "DEVELOPMENT_LANGUAGE": "en", "PRODUCT_BUNDLE_PACKAGE_TYPE": "APPL",
    ]
    var file: URL?
    if let choice {
      let own = choice.project.buildSettings(of: choice.target)
      settings.merge(own) { _, project in project }
      file = own["INFOPLIST_FILE"].map { path in
        let expanded = Self.expand(path, settings)
        return expanded.hasPrefix("/")
          ? URL(fileURLWithPath: expanded) : choice.project.sourceRoot.appendingPathComponent(expanded)
      }
    } else {
      let candidate = folder.appendingPathComponent("Info.plist")
      if FileManager.default.fileExists(atPath: candidate.path) { file = candidate }
    }
    self.settings = settings
    self.file = file
  }

  /// The dictionary `Bundle.main.infoDictionary` gives.
  func dictionary() -> [String: Any] {
    var keys: [String: Any] = [
      "CFBundleDevelopmentRegion": "$(DEVELOPMENT_LANGUAGE)", "CFBundleExecutable": "$(EXECUTABLE_NAME)",
      "CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)", "CFBundleInfoDictionaryVersion": "6.0",
      "CFBundleName": "$(PRODUCT_NAME)", "CFBundlePackageType": "$(PRODUCT_BUNDLE_PACKAGE_TYPE)",
      "CFBundleShortVersionString": "$(MARKETING_VERSION)", "CFBundleVersion": "$(CURRENT_PROJECT_VERSION)",
    ]
    for (setting, value) in settings where setting.hasPrefix("INFOPLIST_KEY_") {
      let key = String(setting.dropFirst("INFOPLIST_KEY_".count))
      let flag: Bool? = value == "YES" ? true : value == "NO" ? false : nil
      keys[key] = flag.map { $0 as Any } ?? value
    }
    if let file, let data = try? Data(contentsOf: file),
      let own = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
    {
      keys.merge(own) { _, own in own }
    }
    return keys.mapValues { Self.expanded($0, settings) }
  }

  /// Writes `Info.plist` into `folder` when it differs from what is there.
  func write(into folder: URL) throws {
    let data = try PropertyListSerialization.data(fromPropertyList: dictionary(), format: .xml, options: 0)
    let url = folder.appendingPathComponent("Info.plist")
    if (try? Data(contentsOf: url)) == data { return }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try data.write(to: url, options: .atomic)
  }

  private static func expanded(_ value: Any, _ settings: [String: String]) -> Any {
    switch value {
    case let string as String: expand(string, settings)
    case let array as [Any]: array.map { expanded($0, settings) }
    case let dictionary as [String: Any]: dictionary.mapValues { expanded($0, settings) }
    default: value
    }
  }

  /// `text` with `$(NAME)` and `${NAME}` replaced by their settings (settings may refer to
  /// others), `:rfc1034identifier` and `:c99extidentifier` applied; an unknown name is empty,
  /// as in Xcode.
  static func expand(_ text: String, _ settings: [String: String], depth: Int = 0) -> String {
    guard text.contains("$"), depth < 8 else { return text }
    var result = ""
    var rest = Substring(text)
    while let dollar = rest.firstIndex(of: "$") {
      result += rest[..<dollar]
      let after = rest.index(after: dollar)
      guard after < rest.endIndex, let close = ["(": ")", "{": "}"][rest[after]],
        let end = rest[after...].firstIndex(of: Character(close))
      else {
        result.append("$")
        rest = rest[after...]
        continue
      }
      let reference = rest[rest.index(after: after)..<end].split(separator: ":", maxSplits: 1)
      var value = expand(settings[String(reference.first ?? "")] ?? "", settings, depth: depth + 1)
      if reference.count == 2 {
        let allowed: (Character) -> Bool = { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == ".") }
        switch reference[1] {
        case "rfc1034identifier": value = String(value.map { allowed($0) ? $0 : "-" })
        case "c99extidentifier": value = String(value.map { $0.isLetter || $0.isNumber ? $0 : "_" })
        default: break
        }
      }
      result += value
      rest = rest[rest.index(after: end)...]
    }
    return result + rest
  }
}
