import Foundation

extension Color {
  /// A colour set of an asset catalog (`Name.colorset` in an `.xcassets` folder) in `bundle`
  /// or, for nil, in every resource bundle of the running executable; its dark appearance is
  /// used in dark mode. iOS draws a missing name as clear; so does Vellum, and a view made
  /// of it reports the name.
  /// A malformed colour set (invalid JSON, no components, components out of range) is
  /// reported by file where the colour is drawn as a view; out-of-range components are
  /// clamped.
  public init(_ name: String, bundle: Bundle? = nil) {
    let (asset, problem) = ResourceLookup.color(name, bundle: bundle)
    let note = problem.map { Color.problemMarker + $0 } ?? ""
    if let asset {
      self.init(storage: .system(light: asset.any, dark: asset.dark ?? asset.any, name: "\"\(name)\"" + note))
    } else {
      let clear = RGBA(0, 0, 0, 0)
      self.init(storage: .system(light: clear, dark: clear, name: Color.missingPrefix + name + "\"" + note))
    }
  }

  static let missingPrefix = "missing colour \""
  static let problemMarker = " — "

  /// The asset name if this colour is a named colour that was not found.
  var missingAssetName: String? {
    guard case .system(_, _, let name) = storage, name.hasPrefix(Color.missingPrefix) else { return nil }
    return name.dropFirst(Color.missingPrefix.count).split(separator: "\"", maxSplits: 1).first.map(String.init)
  }

  /// What was wrong with the colour set this colour came from, if anything.
  var assetProblem: String? {
    guard case .system(_, _, let name) = storage, let range = name.range(of: Color.problemMarker) else { return nil }
    return String(name[range.upperBound...])
  }
}
