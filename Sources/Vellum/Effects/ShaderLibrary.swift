import Foundation

/// A Metal shader library, as SwiftUI's `ShaderLibrary` (iOS 17): `ShaderLibrary.default` is
/// the app's compiled `.metal` files, and a member of it (`ShaderLibrary.ripple`, or
/// `ShaderLibrary.default.ripple`) names one of its `[[ stitchable ]]` functions.
///
/// Vellum runs no Metal: a library is only the name of where it would come from, and its
/// functions are only their names. The effects that take a `Shader` draw their content
/// unchanged (see `colorEffect(_:isEnabled:)`).
@dynamicMemberLookup
public struct ShaderLibrary: Hashable, @unchecked Sendable {
  let source: String

  /// The library in the app's main bundle.
  public static let `default` = ShaderLibrary(source: "default")

  /// The library in a bundle (a package's `Bundle.module`).
  public static func bundle(_ bundle: Bundle) -> ShaderLibrary { ShaderLibrary(source: bundle.bundlePath) }

  /// A library compiled into a `.metallib` file; the file is not read.
  public init(url: URL) { source = url.path }

  /// A library compiled into data; the data is not read.
  public init(data: Data) { source = "data(\(data.count) bytes)" }

  init(source: String) { self.source = source }

  /// A function of this library by its name.
  public subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: self, name: name) }

  /// A function of the default library by its name.
  public static subscript(dynamicMember name: String) -> ShaderFunction {
    ShaderFunction(library: .default, name: name)
  }
}

/// A function of a shader library, as SwiftUI's `ShaderFunction`: call it with its arguments
/// to make a `Shader`.
public struct ShaderFunction: Hashable, @unchecked Sendable {
  public var library: ShaderLibrary
  public var name: String

  public init(library: ShaderLibrary, name: String) {
    self.library = library
    self.name = name
  }

  /// The shader of this function with these arguments (after the ones SwiftUI passes itself,
  /// the position and the colour or layer).
  public func callAsFunction(_ arguments: Shader.Argument...) -> Shader {
    Shader(function: self, arguments: arguments)
  }
}
