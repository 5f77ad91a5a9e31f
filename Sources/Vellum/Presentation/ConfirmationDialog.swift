import Foundation

extension View {
  /// A confirmation dialog (an action sheet on iPhone), as in SwiftUI. Not presented:
  /// nothing is drawn. Presented: the actions as an alert-style box over the dimmed view
  /// (Vellum does not draw the bottom-anchored action sheet yet), with the title when
  /// `titleVisibility` is `.visible`.
  public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    alert(
      Text(titleVisibility == .visible ? titleKey : ""), isPresented: isPresented, actions: actions,
      message: { EmptyView() })
  }

  /// A confirmation dialog with a message.
  public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    alert(
      Text(titleVisibility == .visible ? titleKey : ""), isPresented: isPresented, actions: actions, message: message)
  }

  /// A confirmation dialog with a title that is not localized.
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    alert(
      Text(titleVisibility == .visible ? String(title) : ""), isPresented: isPresented, actions: actions,
      message: { EmptyView() })
  }
}
