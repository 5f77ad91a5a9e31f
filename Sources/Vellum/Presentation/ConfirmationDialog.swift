import Foundation

extension View {
  /// A confirmation dialog (an action sheet on iPhone), as in SwiftUI. Not presented:
  /// nothing is drawn. Presented: the actions as an alert-style box over the dimmed view
  /// (Vellum does not draw the bottom-anchored action sheet yet), with the title only when
  /// `titleVisibility` is `.visible`.
  public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    dialog(titleVisibility == .visible ? Text(titleKey) : nil, isPresented, AnyView(actions()), AnyView(EmptyView()))
  }

  /// A confirmation dialog with a message.
  public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    dialog(titleVisibility == .visible ? Text(titleKey) : nil, isPresented, AnyView(actions()), AnyView(message()))
  }

  /// A confirmation dialog with a title that is not localized.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    dialog(titleVisibility == .visible ? Text(title) : nil, isPresented, AnyView(actions()), AnyView(EmptyView()))
  }

  func dialog(_ title: Text?, _ isPresented: Binding<Bool>, _ actions: AnyView, _ message: AnyView) -> some View {
    let box = isPresented.wrappedValue ? AlertBox(title: title, actions: actions, message: message) : nil
    return presenting(box)
  }
}
