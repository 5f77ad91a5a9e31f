import Foundation

/// A colour set of an asset catalog, by name, as Xcode's generated asset symbols declare it
/// (`ColorResource.brandPrimary`, used as `Color(.brandPrimary)`). Vellum's `AssetSymbols`
/// build-tool plugin generates the same symbols from a target's `.xcassets` folders.
public struct ColorResource: Hashable, @unchecked Sendable {
  public let name: String
  public let bundle: Bundle?

  public init(name: String, bundle: Bundle?) {
    self.name = name
    self.bundle = bundle
  }
}

extension Color {
  /// The colour of an asset catalog's colour set, like `Color(_:bundle:)` with its name.
  public init(_ resource: ColorResource) { self.init(resource.name, bundle: resource.bundle) }
}

extension UIColor {
  /// The colour of an asset catalog's colour set.
  public convenience init(resource: ColorResource) { self.init(Color(resource)) }
}
