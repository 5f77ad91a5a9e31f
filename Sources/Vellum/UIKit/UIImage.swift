import Foundation

/// UIKit's image type, as far as SwiftUI code uses it: `UIImage(named:)`,
/// `UIImage(systemName:)`, a file's contents, shown with `Image(uiImage:)`. It carries where
/// the image comes from; Vellum draws it as `Image` would.
public final class UIImage: @unchecked Sendable {
  let source: Image.Source?

  /// An empty image: `Image(uiImage:)` draws nothing.
  public init() { source = nil }

  /// An asset catalog image set or loose PNG/JPEG by name; nil when there is none, as in UIKit.
  public init?(named name: String, in bundle: Bundle? = nil, with configuration: Any? = nil) {
    guard ResourceLookup.image(name, bundle: bundle).0 != nil else { return nil }
    source = .named(name, bundle)
  }

  /// An image resource (Xcode's generated `ImageResource`).
  public convenience init(resource: ImageResource) {
    self.init(source: .named(resource.name, resource.bundle))
  }

  /// An SF Symbol; nil when Vellum's symbol table does not have the name.
  public init?(systemName name: String) {
    guard symbolTable[name] != nil else { return nil }
    source = .system(name)
  }

  /// A PNG or JPEG file.
  public init?(contentsOfFile path: String) {
    guard FileManager.default.isReadableFile(atPath: path) else { return nil }
    source = .file(URL(fileURLWithPath: path), 1)
  }

  init(source: Image.Source) { self.source = source }
}

extension Image {
  /// A UIKit image; an empty `UIImage()` draws nothing.
  public init(uiImage: UIImage) { source = uiImage.source ?? .named("", nil) }
}
