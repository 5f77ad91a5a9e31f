import Foundation

extension Color {
  /// A colour set of an asset catalog (`Name.colorset` in an `.xcassets` folder) in `bundle`
  /// or, for nil, in every resource bundle of the running executable; its dark appearance is
  /// used in dark mode. iOS draws a missing name as clear; so does Vellum, and a view made
  /// of it reports the name.
  public init(_ name: String, bundle: Bundle? = nil) {
    if let asset = ResourceLookup.color(name, bundle: bundle) {
      self.init(storage: .system(light: asset.any, dark: asset.dark ?? asset.any, name: "\"\(name)\""))
    } else {
      let clear = RGBA(0, 0, 0, 0)
      self.init(storage: .system(light: clear, dark: clear, name: Color.missingPrefix + name + "\""))
    }
  }

  static let missingPrefix = "missing colour \""

  /// The asset name if this colour is a named colour that was not found.
  var missingAssetName: String? {
    guard case .system(_, _, let name) = storage, name.hasPrefix(Color.missingPrefix) else { return nil }
    return String(name.dropFirst(Color.missingPrefix.count).dropLast())
  }
}
