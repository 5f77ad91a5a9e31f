/// An Objective-C method's name, as `#selector` makes one on Apple platforms.
///
/// Linux's Swift has no Objective-C runtime, so `#selector` does not compile and a selector
/// cannot call anything. `vellum preview` turns `#selector(Type.method(_:))` in a copy of the
/// file into `Selector("method:")`, the name Apple's compiler gives the method; target–action
/// APIs then keep the name and never call it (a still frame sends no actions). In a package
/// target the files compile as they are, so there `#selector` still stops the build.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The Objective-C name, such as `resignFirstResponder` or `keyboardWillShow:`.
  public let name: String

  public init(_ name: String) { self.name = name }
  public init(stringLiteral name: String) { self.name = name }

  public var description: String { name }
}

/// The selector of a name, as Foundation's function on Apple platforms.
public func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }

/// A selector's name, as Foundation's function on Apple platforms.
public func NSStringFromSelector(_ selector: Selector) -> String { selector.name }
