import Foundation

/// Foundation's undo manager, which Linux's Foundation lacks, as SwiftUI files reach one
/// (`canvasView.undoManager?.undo()`, a model that registers undos). It works as Foundation's
/// does: undos registered outside an undo are grouped (one group per registration, or an
/// explicit `beginUndoGrouping()`…`endUndoGrouping()`), `undo()` runs the last group and
/// what it registers becomes the redo, and a new registration clears the redos. Foundation
/// groups by run-loop pass when `groupsByEvent` is on; Vellum has no run loop, so each
/// registration outside an explicit group is a group of its own.
open class UndoManager: @unchecked Sendable {
  private typealias Group = (name: String, actions: [() -> Void])
  private var undoStack: [Group] = []
  private var redoStack: [Group] = []
  private var openGroup: Group?
  private var disabled = 0

  open private(set) var isUndoing = false
  open private(set) var isRedoing = false
  /// The number of explicit groups open.
  open private(set) var groupingLevel = 0
  open var groupsByEvent = true
  /// The most groups kept; 0 for no limit.
  open var levelsOfUndo = 0

  public init() {}

  open var canUndo: Bool { !undoStack.isEmpty || !(openGroup?.actions.isEmpty ?? true) }
  open var canRedo: Bool { !redoStack.isEmpty }
  open var isUndoRegistrationEnabled: Bool { disabled == 0 }

  /// Registers an action that undoes a change to the target.
  open func registerUndo<TargetType: AnyObject>(
    withTarget target: TargetType, handler: @escaping (TargetType) -> Void
  ) {
    guard disabled == 0 else { return }
    let action = { [target] in handler(target) }
    if isUndoing {
      record(action, on: &pendingRedo)
    } else if isRedoing {
      record(action, on: &pendingUndo)
    } else if openGroup != nil {
      openGroup!.actions.append(action)
      redoStack.removeAll()
    } else {
      push((name: "", actions: [action]), onto: &undoStack)
      redoStack.removeAll()
    }
  }

  open func beginUndoGrouping() {
    if groupingLevel == 0 { openGroup = (name: "", actions: []) }
    groupingLevel += 1
  }

  open func endUndoGrouping() {
    guard groupingLevel > 0 else { return }
    groupingLevel -= 1
    if groupingLevel == 0, let group = openGroup {
      openGroup = nil
      if !group.actions.isEmpty { push(group, onto: &undoStack) }
    }
  }

  /// Runs the last group's actions, last first; what they register becomes the redo.
  open func undo() {
    if groupingLevel > 0 {
      groupingLevel = 1
      endUndoGrouping()
    }
    guard let group = undoStack.popLast() else { return }
    isUndoing = true
    pendingRedo = (name: group.name, actions: [])
    for action in group.actions.reversed() { action() }
    isUndoing = false
    if let redo = pendingRedo, !redo.actions.isEmpty { redoStack.append(redo) }
    pendingRedo = nil
  }

  /// Runs the last undone group's redo; what it registers becomes the undo again.
  open func redo() {
    guard let group = redoStack.popLast() else { return }
    isRedoing = true
    pendingUndo = (name: group.name, actions: [])
    for action in group.actions.reversed() { action() }
    isRedoing = false
    if let undo = pendingUndo, !undo.actions.isEmpty { push(undo, onto: &undoStack) }
    pendingUndo = nil
  }

  open func disableUndoRegistration() { disabled += 1 }
  open func enableUndoRegistration() { disabled = max(0, disabled - 1) }

  open func removeAllActions() {
    undoStack.removeAll()
    redoStack.removeAll()
    openGroup = openGroup.map { (name: $0.name, actions: []) }
  }

  /// Removes every action; Vellum does not keep which target an action is for.
  open func removeAllActions(withTarget target: Any) { removeAllActions() }

  /// Names the group being registered (or the one just registered).
  open func setActionName(_ actionName: String) {
    if isUndoing {
      pendingRedo?.name = actionName
    } else if isRedoing {
      pendingUndo?.name = actionName
    } else if openGroup != nil {
      openGroup!.name = actionName
    } else if !undoStack.isEmpty {
      undoStack[undoStack.count - 1].name = actionName
    }
  }

  open var undoActionName: String { undoStack.last?.name ?? "" }
  open var redoActionName: String { redoStack.last?.name ?? "" }
  /// "Undo" or "Undo <name>", as in English.
  open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }
  open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }
  open func undoMenuTitle(forUndoActionName actionName: String) -> String {
    actionName.isEmpty ? "Undo" : "Undo \(actionName)"
  }
  open func redoMenuTitle(forUndoActionName actionName: String) -> String {
    actionName.isEmpty ? "Redo" : "Redo \(actionName)"
  }

  private var pendingRedo: Group?
  private var pendingUndo: Group?

  private func record(_ action: @escaping () -> Void, on group: inout Group?) {
    group?.actions.append(action)
  }

  private func push(_ group: Group, onto stack: inout [Group]) {
    stack.append(group)
    if levelsOfUndo > 0, stack.count > levelsOfUndo { stack.removeFirst(stack.count - levelsOfUndo) }
  }
}
