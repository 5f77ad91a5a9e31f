import AppIntents
import Foundation
import Vellum

/// What a control looks like, as WidgetKit's `ControlWidgetTemplate`: a toggle or a button.
@MainActor @preconcurrency
public protocol ControlWidgetTemplate {}

/// Builds a control's template, as WidgetKit's `ControlWidgetTemplateBuilder`.
@resultBuilder @MainActor
public enum ControlWidgetTemplateBuilder {
  public static func buildBlock<T: ControlWidgetTemplate>(_ content: T) -> T { content }
}

/// A control that turns something on and off, as WidgetKit's `ControlWidgetToggle`.
public struct ControlWidgetToggle<Label: View, ValueLabel: View>: ControlWidgetTemplate {
  public let isOn: Bool

  public init<Action: SetValueIntent>(
    _ title: LocalizedStringResource, isOn: Bool, action: Action,
    @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
  ) where Label == Text, Action.ValueType == Bool {
    self.isOn = isOn
  }

  public init<Action: SetValueIntent>(
    isOn: Bool, action: Action, @ViewBuilder label: () -> Label, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
  ) where Action.ValueType == Bool {
    self.isOn = isOn
  }
}

/// A control that runs an intent, as WidgetKit's `ControlWidgetButton`.
public struct ControlWidgetButton<Label: View>: ControlWidgetTemplate {
  public init<Action: AppIntent>(action: Action, @ViewBuilder label: () -> Label) {}
}
