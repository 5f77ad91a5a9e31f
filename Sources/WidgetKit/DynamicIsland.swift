import Foundation
import Vellum

/// A Live Activity in the Dynamic Island, as WidgetKit's `DynamicIsland`: its expanded
/// regions and its compact (leading and trailing) and minimal views. Kept for a Live Activity
/// `#Preview` with `.dynamicIsland(_:)`; `keylineTint`, `widgetURL` and `contentMargins` are
/// kept and change nothing drawn.
public struct DynamicIsland {
  let regions: [DynamicIslandExpandedRegionContent]
  let compactLeading: AnyView
  let compactTrailing: AnyView
  let minimal: AnyView
  /// The colour of the island's border in dark surroundings, kept.
  var keyline: Color?
  /// The URL iOS opens the app with when the island is tapped, kept.
  var url: URL?

  public init<Expanded: View, CompactLeading: View, CompactTrailing: View, Minimal: View>(
    @DynamicIslandExpandedContentBuilder expanded: @escaping () -> DynamicIslandExpandedContent<Expanded>,
    @ViewBuilder compactLeading: @escaping () -> CompactLeading,
    @ViewBuilder compactTrailing: @escaping () -> CompactTrailing,
    @ViewBuilder minimal: @escaping () -> Minimal
  ) {
    regions = expanded().regions
    self.compactLeading = AnyView(compactLeading())
    self.compactTrailing = AnyView(compactTrailing())
    self.minimal = AnyView(minimal())
  }

  /// Tints the island's border (its keyline), which iOS draws in dark surroundings.
  public func keylineTint(_ color: Color?) -> DynamicIsland {
    var island = self
    island.keyline = color
    return island
  }

  /// The URL iOS opens the app with when the island is tapped; a preview is never tapped.
  public func widgetURL(_ url: URL?) -> DynamicIsland {
    var island = self
    island.url = url
    return island
  }

  /// The margins iOS puts around the island's content in a mode; accepted, not applied.
  public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for mode: DynamicIslandMode)
    -> DynamicIsland
  { self }

  /// Vellum: the island drawn in one of its presentations, in the dark appearance iOS gives
  /// its content, on black: compact is the leading and trailing views either side of the
  /// camera's 126-pt gap on a capsule 37 pt high, minimal is its view in a 37-pt circle, and
  /// expanded is the leading, centre and trailing regions above the bottom one on a rounded
  /// rectangle 371 pt wide. These sizes are Vellum's approximations, not measured on iOS.
  @ViewBuilder
  func previewView(_ presentation: ActivityPreviewViewKind.DynamicIslandPreviewViewState) -> some View {
    switch presentation {
    case .compact:
      HStack(spacing: 0) {
        compactLeading
        Spacer(minLength: 126)
        compactTrailing
      }
      .padding(.horizontal, 8)
      .frame(height: 37)
      .fixedSize()
      .background(Capsule().fill(Color.black))
      .environment(\.colorScheme, .dark)
    case .minimal:
      minimal
        .frame(width: 37, height: 37)
        .background(Circle().fill(Color.black))
        .environment(\.colorScheme, .dark)
    case .expanded:
      VStack(spacing: 8) {
        HStack(alignment: .top, spacing: 8) {
          region(.leading)
          region(.center).frame(maxWidth: .infinity)
          region(.trailing)
        }
        region(.bottom)
      }
      .padding(16)
      .frame(width: 371)
      .background(RoundedRectangle(cornerRadius: 44, style: .continuous).fill(Color.black))
      .environment(\.colorScheme, .dark)
    }
  }

  @ViewBuilder
  private func region(_ position: DynamicIslandExpandedRegionPosition) -> some View {
    let views = regions.filter { $0.position == position }.sorted { $0.priority > $1.priority }
    if !views.isEmpty {
      VStack(spacing: 0) { ForEach(views.indices, id: \.self) { views[$0].view } }
    }
  }
}

/// The Dynamic Island's presentations, as WidgetKit's `DynamicIslandMode`.
public enum DynamicIslandMode: Hashable, Sendable {
  case compact, minimal, expanded
}
