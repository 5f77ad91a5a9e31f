import Foundation

/// An image set of an asset catalog, by name, as Xcode's generated asset symbols declare it
/// (`ImageResource.bookCover`, used as `Image(.bookCover)`). Vellum's `AssetSymbols`
/// build-tool plugin generates the same symbols from a target's `.xcassets` folders.
public struct ImageResource: Hashable, @unchecked Sendable {
  public let name: String
  public let bundle: Bundle?

  public init(name: String, bundle: Bundle?) {
    self.name = name
    self.bundle = bundle
  }
}

extension Image {
  /// The image of an asset catalog's image set, like `Image(_:bundle:)` with its name.
  public init(_ resource: ImageResource) { self.init(resource.name, bundle: resource.bundle) }
}
