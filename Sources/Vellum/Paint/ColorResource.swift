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
  ///
  /// Disfavoured against `Color(_: UIColor)`: where a name is both a colour set's symbol and
  /// a `UIColor` member, `Color(.brand)` takes `UIColor.brand` (which Xcode generates from the
  /// same colour set, so the colour is the same), and `Color(.label)` for a colour set named
  /// `label` takes UIKit's `UIColor.label`, the member Xcode leaves alone (generating only
  /// `ColorResource.label`), as `Color(.red)` stays UIKit's red. Which one iOS's compiler
  /// takes for such a name was not measured.
  @_disfavoredOverload public init(_ resource: ColorResource) { self.init(resource.name, bundle: resource.bundle) }
}

extension UIColor {
  /// The colour of an asset catalog's colour set.
  public convenience init(resource: ColorResource) { self.init(Color(resource)) }
}
