import Foundation

nonisolated extension View {
  /// A sheet, as in SwiftUI. Not presented: nothing is drawn. Presented at render time
  /// (from any view): the screen dimmed, and the sheet's content on a card with rounded top corners from just below
  /// the top of the safe area to the bottom of the screen, as iOS shows a page sheet at its
  /// large detent (Vellum does not draw the parent scaled back behind it).
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: () -> Content
  ) -> some View {
    let card = isPresented.wrappedValue ? SheetCard(content: AnyView(content())) : nil
    return presenting(card)
  }

  /// A sheet for an item: presented when the item is non-nil.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    let card = item.wrappedValue.map { SheetCard(content: AnyView(content($0))) }
    return presenting(card)
  }

  /// A cover over the whole screen, as in SwiftUI: presented, its content on the system
  /// background replaces what is drawn, whichever view it is attached to.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: () -> Content
  ) -> some View {
    let cover = isPresented.wrappedValue ? AnyView(content()) : nil
    return presenting(
      cover.map { cover in
        ZStack {
          Color.systemBackground.ignoresSafeArea()
          cover
        }
      })
  }

  /// A popover; on iPhone iOS presents it as a sheet, and so does Vellum.
  public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: () -> Content
  ) -> some View {
    sheet(isPresented: isPresented, content: content)
  }

  /// The heights a sheet rests at: accepted; Vellum draws every sheet at the large detent.
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }

  /// Accepted: the drag indicator is not drawn.
  public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }

  /// Accepted: a still frame cannot be dismissed interactively.
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
}

/// Where a popover points, as SwiftUI's `PopoverAttachmentAnchor` (accepted).
public enum PopoverAttachmentAnchor {
  /// An anchor on the view's bounds.
  public enum Anchor: Sendable { case bounds }
  case rect(Anchor)
  case point(UnitPoint)
}

/// A height a sheet can rest at, as SwiftUI's `PresentationDetent`.
public struct PresentationDetent: Hashable, Sendable {
  let name: String
  public static let large = PresentationDetent(name: "large")
  public static let medium = PresentationDetent(name: "medium")
  /// A fixed height (Vellum draws it as `.large`).
  public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height \(height)") }
  /// A fraction of the screen (Vellum draws it as `.large`).
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(name: "fraction \(fraction)")
  }
}

/// A presented sheet over the dimmed view.
nonisolated struct SheetCard: View {
  let content: AnyView

  var body: some View {
    ZStack(alignment: .top) {
      Color.black.opacity(PresentationMetrics.dimming).ignoresSafeArea()
      SheetBody(content: content)
    }
  }
}

nonisolated struct SheetBody: View {
  let content: AnyView

  var body: some View {
    VStack(spacing: 0) {
      Color.clear.frame(height: PresentationMetrics.sheetTop)
      content
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .background {
          UnevenRoundedRectangle(
            topLeadingRadius: PresentationMetrics.sheetCornerRadius,
            topTrailingRadius: PresentationMetrics.sheetCornerRadius, style: .continuous
          )
          .fill(Color.sheetBackground)
          .ignoresSafeArea(edges: .bottom)
        }
    }
  }
}
