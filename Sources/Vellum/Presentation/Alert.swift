import Foundation

nonisolated extension View {
  /// An alert, as in SwiftUI. Not presented: nothing is drawn. Presented at render time: the
  /// alert box centred over the dimmed screen, whichever view it is attached to, as iOS
  /// shows it. With no actions it shows "OK". Two actions sit side by
  /// side, more are stacked. Vellum draws a `.cancel` button like the others (iOS bolds it).
  public func alert<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, actions: actions, message: { EmptyView() })
  }

  /// An alert with a title that is not localized.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    alert(Text(title), isPresented: isPresented, actions: actions, message: { EmptyView() })
  }

  /// An alert with a message.
  public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
  }

  /// An alert with a message and a title that is not localized.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    alert(Text(title), isPresented: isPresented, actions: actions, message: message)
  }

  /// An alert with a `Text` title and a message.
  public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    let box =
      isPresented.wrappedValue ? AlertBox(title: title, actions: AnyView(actions()), message: AnyView(message())) : nil
    return presenting(box)
  }

  /// An alert built from data: presented when `presenting` is non-nil and `isPresented` true.
  public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions, message: message)
  }

  /// An alert built from data, with a `Text` title.
  public func alert<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    let box = data.flatMap { data in
      isPresented.wrappedValue
        ? AlertBox(title: title, actions: AnyView(actions(data)), message: AnyView(message(data))) : nil
    }
    return presenting(box)
  }

  /// An alert built from data, with a string title.
  public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    alert(Text(title), isPresented: isPresented, presenting: data, actions: actions, message: message)
  }

  /// An alert built from data, with no message.
  public func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions)
  }

  /// An alert built from data, with a string title and no message.
  public func alert<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    alert(Text(title), isPresented: isPresented, presenting: data, actions: actions)
  }

  /// An alert built from data, with a `Text` title and no message.
  public func alert<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    alert(title, isPresented: isPresented, presenting: data, actions: actions, message: { _ in EmptyView() })
  }
}

/// The alert box over the dimmed view.
nonisolated struct AlertBox: View {
  /// nil: no title (a confirmation dialog whose title is hidden).
  let title: Text?
  let actions: AnyView
  let message: AnyView

  var body: some View {
    ZStack {
      Color.black.opacity(PresentationMetrics.dimming).ignoresSafeArea()
      VStack(spacing: 0) {
        VStack(spacing: PresentationMetrics.alertTitleMessageGap) {
          if let title { title.font(.headline) }
          message.font(.footnote)
        }
        .multilineTextAlignment(.center)
        .padding(.horizontal, PresentationMetrics.alertTextSide)
        .padding(.top, PresentationMetrics.alertTextTop)
        .padding(.bottom, PresentationMetrics.alertTextBottom)
        .frame(maxWidth: .infinity)
        Group(subviews: actions) { buttons in
          if buttons.isEmpty {
            Divider()
            Button("OK") {}.frame(maxWidth: .infinity, minHeight: PresentationMetrics.alertButtonHeight)
          } else if buttons.count == 2 {
            Divider()
            HStack(spacing: 0) {
              buttons[buttons.startIndex].frame(maxWidth: .infinity, minHeight: PresentationMetrics.alertButtonHeight)
              Divider()
              buttons[buttons.startIndex + 1].frame(
                maxWidth: .infinity, minHeight: PresentationMetrics.alertButtonHeight)
            }
            .fixedSize(horizontal: false, vertical: true)
          } else {
            ForEach(buttons) { button in
              Divider()
              button.frame(maxWidth: .infinity, minHeight: PresentationMetrics.alertButtonHeight)
            }
          }
        }
      }
      .buttonStyle(.borderless)
      .frame(width: PresentationMetrics.alertWidth)
      .background(
        Color.alertBackground,
        in: RoundedRectangle(cornerRadius: PresentationMetrics.alertCornerRadius, style: .continuous))
    }
  }
}
