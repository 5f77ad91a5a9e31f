import Foundation

nonisolated extension View {
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

  /// A confirmation dialog built from data: presented when `presenting` is non-nil and
  /// `isPresented` true, its actions and message given the data, as in SwiftUI.
  public func confirmationDialog<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    confirmationDialog(
      Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions,
      message: message)
  }

  /// A confirmation dialog built from data, with no message.
  public func confirmationDialog<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    confirmationDialog(
      Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions,
      message: { _ in EmptyView() })
  }

  /// A confirmation dialog built from data, with a title that is not localized.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    confirmationDialog(
      Text(title), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions,
      message: message)
  }

  /// A confirmation dialog built from data, with a `Text` title.
  public func confirmationDialog<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    let box = data.flatMap { data in
      isPresented.wrappedValue
        ? AlertBox(
          title: titleVisibility == .visible ? title : nil, actions: AnyView(actions(data)),
          message: AnyView(message(data))) : nil
    }
    return presenting(box)
  }

  func dialog(_ title: Text?, _ isPresented: Binding<Bool>, _ actions: AnyView, _ message: AnyView) -> some View {
    let box = isPresented.wrappedValue ? AlertBox(title: title, actions: actions, message: message) : nil
    return presenting(box)
  }
}
