import Foundation

/// Two gestures recognised at once, as SwiftUI's `SimultaneousGesture` (a rotation with a
/// magnification): its value holds each gesture's value while that one is active. Inert in a
/// still frame, as every gesture is.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
  public struct Value {
    public var first: First.Value?
    public var second: Second.Value?
  }
  public var first: First
  public var second: Second
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// A gesture that must succeed before a second one can begin, as SwiftUI's `SequenceGesture`
/// (a long press, then a drag). Inert in a still frame.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
  public enum Value {
    case first(First.Value)
    case second(First.Value, Second.Value?)
  }
  public var first: First
  public var second: Second
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// Two gestures of which only one can succeed, the first taking precedence, as SwiftUI's
/// `ExclusiveGesture`. Inert in a still frame.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
  public enum Value {
    case first(First.Value)
    case second(Second.Value)
  }
  public var first: First
  public var second: Second
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
