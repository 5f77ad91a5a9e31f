import Foundation

/// The navigation bar of a stack's root as iOS 17/18 draws it at the scroll edge (no
/// background, no hairline): leading and trailing items in the 44 pt bar, the inline title
/// (or a `.principal` item) centred, or the large title under it, and the search field.
nonisolated struct NavigationBarView: View {
  let traits: NavigationBarTraits
  let items: [Subview]
  @Environment(\.dynamicTypeSize) private var typeSize

  var isLarge: Bool { Self.isLarge(traits) }
  static func isLarge(_ traits: NavigationBarTraits) -> Bool { traits.displayMode != .inline && traits.title != nil }

  func items(_ slot: ToolbarItemPlacement.Slot) -> [Subview] {
    items.filter { $0.containerValues.toolbarPlacement.slot == slot }
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      ZStack {
        HStack(spacing: NavigationBarMetrics.itemSpacing) {
          ForEach(items(.leading)) { $0 }
          Spacer(minLength: 0)
          ForEach(items(.trailing)) { $0 }
        }
        .imageScale(.large)
        .dynamicTypeSize(NavigationBarMetrics.itemTypeSize...NavigationBarMetrics.itemTypeSize)
        let principal = items(.principal)
        if !principal.isEmpty {
          HStack { ForEach(principal) { $0 } }
        } else if !isLarge, let title = traits.title {
          inlineTitle(title)
        }
      }
      .padding(.horizontal, NavigationBarMetrics.horizontalMargin)
      .frame(height: NavigationBarMetrics.barHeight)
      if isLarge, let title = traits.title {
        largeTitle(title)
      }
      if let prompt = traits.searchPrompt {
        SearchFieldView(prompt: prompt, hasText: traits.searchHasText)
          .padding(.horizontal, NavigationBarMetrics.horizontalMargin)
          .padding(.top, NavigationBarMetrics.searchFieldTop)
          .padding(.bottom, NavigationBarMetrics.searchFieldBottom)
      }
    }
    .buttonStyle(.borderless)
    .background {
      if showsBackground {
        Rectangle().fill(traits.background ?? AnyShapeStyle(Material.bar)).ignoresSafeArea(edges: .top)
          .overlay(alignment: .bottom) { BarHairline() }
      }
    }
    .environment(\.statusBarColorScheme, ownScheme)
    .modifier(BarColorScheme(scheme: ownScheme))
  }

  /// The large title: bold, on a baseline `largeTitleBaseline` above its area's bottom.
  func largeTitle(_ title: Text) -> some View {
    let ascender = Font.largeTitle.resolve(typeSize).ascender
    let height = NavigationBarMetrics.largeTitleHeight(ascender: ascender)
    return title.font(.largeTitle.bold()).lineLimit(1)
      .frame(maxWidth: .infinity, alignment: .leading)
      .padding(.horizontal, NavigationBarMetrics.horizontalMargin)
      .padding(.top, height - NavigationBarMetrics.largeTitleBaseline - ascender)
      .frame(height: height, alignment: .top)
  }

  /// The inline title: headline, within `inlineTitleSizes`, on the bar's fixed baseline.
  func inlineTitle(_ title: Text) -> some View {
    let sizes = NavigationBarMetrics.inlineTitleSizes
    let ascender = Font.headline.resolve(min(max(typeSize, sizes.lowerBound), sizes.upperBound)).ascender
    return title.font(.headline).lineLimit(1)
      .dynamicTypeSize(sizes)
      .padding(.top, max(NavigationBarMetrics.inlineTitleBaseline - ascender, 0))
      .frame(height: NavigationBarMetrics.barHeight, alignment: .top)
  }

  /// A visible background is asked for; at the scroll edge iOS draws none otherwise.
  var showsBackground: Bool { traits.backgroundVisibility == .visible }
  /// `.toolbarColorScheme`, which iOS applies only to a bar whose background shows.
  var ownScheme: ColorScheme? { showsBackground ? traits.colorScheme : nil }

  /// How far the bar reaches below the top of the safe area, at a Dynamic Type size.
  static func height(_ traits: NavigationBarTraits, at typeSize: DynamicTypeSize) -> CGFloat {
    let title = NavigationBarMetrics.largeTitleHeight(ascender: Font.largeTitle.resolve(typeSize).ascender)
    let search = NavigationBarMetrics.searchAreaHeight(bodySize: Font.body.resolve(typeSize).size)
    return NavigationBarMetrics.barHeight + (isLarge(traits) ? title : 0) + (traits.searchPrompt != nil ? search : 0)
  }
}

/// The bar's shadow: one device pixel of `barHairline` just below the bar's bottom edge, over
/// the content, as UIKit draws it.
nonisolated struct BarHairline: View {
  @Environment(\.pixelLength) private var pixel
  var body: some View {
    Rectangle().fill(Color.barHairline).frame(height: pixel).offset(y: pixel)
  }
}

/// The search field of `.searchable` at rest: a grey rounded field with a magnifying glass
/// and the prompt in the secondary colour (typed text in the primary colour).
nonisolated struct SearchFieldView: View {
  let prompt: Text
  var hasText = false
  @Environment(\.dynamicTypeSize) private var typeSize

  var body: some View {
    HStack(spacing: NavigationBarMetrics.searchPromptSpacing) {
      SearchFieldMagnifier().foregroundStyle(.secondary)
      prompt.lineLimit(1).foregroundStyle(hasText ? AnyShapeStyle(Color.primary) : AnyShapeStyle(Color.secondary))
      Spacer(minLength: 0)
    }
    .padding(.horizontal, NavigationBarMetrics.searchFieldInset)
    .frame(height: NavigationBarMetrics.searchFieldHeight(bodySize: Font.body.resolve(typeSize).size))
    .background(
      Color.searchFieldFill,
      in: RoundedRectangle(cornerRadius: NavigationBarMetrics.searchFieldRadius, style: .continuous))
  }
}

/// A bottom toolbar (`.bottomBar` and `.status` items) above the home indicator: items
/// spread across it. At the scroll edge (a still frame's position, content not reaching
/// under it) iOS 15+ draws it with no background, and so does Vellum.
nonisolated struct BottomToolbarView: View {
  let items: [Subview]

  var body: some View {
    HStack(spacing: NavigationBarMetrics.itemSpacing) {
      ForEach(0..<items.count) { index in
        if index > 0 { Spacer(minLength: 0) }
        items[index]
      }
    }
    .imageScale(.large)
    .buttonStyle(.borderless)
    .padding(.horizontal, NavigationBarMetrics.horizontalMargin)
    .frame(maxWidth: .infinity)
    .frame(height: NavigationBarMetrics.bottomBarHeight)
  }
}

/// A visible bar's own colour scheme (`.toolbarColorScheme`), or the screen's.
nonisolated struct BarColorScheme: ViewModifier {
  let scheme: ColorScheme?
  func body(content: Content) -> some View {
    if let scheme { content.environment(\.colorScheme, scheme) } else { content }
  }
}
