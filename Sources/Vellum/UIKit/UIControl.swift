import Foundation

/// UIKit's control, the superclass of buttons, switches and text fields, as SwiftUI files
/// wrap them in a `UIViewRepresentable`. Targets and actions are kept; a selector action is
/// never performed (Linux has no Objective-C runtime), while a `UIAction` added with
/// `addAction(_:for:)` runs when `sendActions(for:)` is called, as in UIKit.
open class UIControl: UIView {
  /// The events a control sends actions for.
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    public static let touchDragInside = Event(rawValue: 1 << 2)
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    public static let touchDragExit = Event(rawValue: 1 << 5)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    public static let touchCancel = Event(rawValue: 1 << 8)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// The states a control draws differently.
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
    public static let focused = State(rawValue: 1 << 3)
  }

  /// A target and its selector, kept for `allTargets` and `actions(forTarget:forControlEvent:)`.
  struct TargetAction {
    weak var target: AnyObject?
    let action: Selector
    let events: Event
  }

  open var isEnabled = true
  open var isSelected = false
  open var isHighlighted = false
  /// The control's state from its flags, as UIKit derives it.
  open var state: State {
    var state: State = []
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  var targetActions: [TargetAction] = []
  var actionHandlers: [(action: UIAction, events: Event)] = []

  public override init() { super.init() }

  /// Keeps the target (weakly, as UIKit does) and selector; the selector is never performed.
  open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    targetActions.append(TargetAction(target: target as AnyObject?, action: action, events: controlEvents))
  }

  open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    targetActions.removeAll { entry in
      (target == nil || entry.target === target as AnyObject?)
        && (action == nil || entry.action == action) && !entry.events.isDisjoint(with: controlEvents)
    }
  }

  /// The targets with an action, as UIKit's set.
  open var allTargets: [AnyObject] { targetActions.compactMap(\.target) }

  /// The names of the target's actions for an event.
  open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
    let names = targetActions.filter {
      $0.target === target as AnyObject? && !$0.events.isDisjoint(with: controlEvent)
    }.map(\.action.name)
    return names.isEmpty ? nil : names
  }

  /// Adds a closure action, run by `sendActions(for:)`.
  open func addAction(_ action: UIAction, for controlEvents: Event) {
    actionHandlers.append((action, controlEvents))
  }

  open func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
    actionHandlers.removeAll { $0.action.identifier == identifier && !$0.events.isDisjoint(with: controlEvents) }
  }

  /// Runs the `UIAction`s added for these events; selector actions are not performed.
  open func sendActions(for controlEvents: Event) {
    for (action, events) in actionHandlers where !events.isDisjoint(with: controlEvents) {
      action.handler(action)
    }
  }
}
