import Foundation

/// An object whose changes views watch, as in SwiftUI (where the protocol comes from Combine).
///
/// Vellum has no Combine on Linux and draws one still frame, so nothing subscribes:
/// `objectWillChange` is a small stand-in publisher whose `send()` does nothing. A class that
/// declares its own `let objectWillChange = ObservableObjectPublisher()` still compiles.
public protocol ObservableObject: AnyObject {
  associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
  /// Announces a coming change. In SwiftUI, `@Published` properties send it for you.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// A publisher that announces nothing to no one: Vellum never re-renders.
  public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// Stands in for Combine's `ObservableObjectPublisher`: `send()` is accepted and does nothing.
public final class ObservableObjectPublisher: Sendable {
  public init() {}
  /// Announces a change. Vellum draws one frame, so there is nobody to tell.
  public func send() {}
}
