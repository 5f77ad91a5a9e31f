import Vellum

/// The anchor-preference idioms public SwiftUI code uses: a tab bar whose selected tab is
/// underlined by an overlay (after objc.io's "AnchorExamples"), a list whose selected row
/// gets a highlight drawn behind it, and a reading of a named coordinate space.
struct SelectedTabBoundsKey: PreferenceKey {
  static let defaultValue: Anchor<CGRect>? = nil
  static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

struct RowBoundsKey: PreferenceKey {
  static let defaultValue: [String: Anchor<CGRect>] = [:]
  static func reduce(value: inout [String: Anchor<CGRect>], nextValue: () -> [String: Anchor<CGRect>]) {
    value.merge(nextValue()) { $1 }
  }
}

struct UnderlinedTabBar: View {
  let tabs: [String]
  let selected: Int

  var body: some View {
    HStack(spacing: 20) {
      ForEach(tabs.indices, id: \.self) { index in
        Button(tabs[index]) {}
          .fontWeight(index == selected ? .semibold : .regular)
          .anchorPreference(key: SelectedTabBoundsKey.self, value: .bounds) { index == selected ? $0 : nil }
      }
    }
    .padding(.vertical, 10)
    .overlayPreferenceValue(SelectedTabBoundsKey.self) { anchor in
      GeometryReader { proxy in
        if let anchor {
          Capsule()
            .fill(Color.accentColor)
            .frame(width: proxy[anchor].width, height: 3)
            .offset(x: proxy[anchor].minX)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading)
        }
      }
    }
  }
}

struct HighlightedCities: View {
  let cities = ["Wimereux", "Paris", "Los Angeles", "Palo Alto", "Bordeaux"]
  let selected = "Los Angeles"

  var body: some View {
    VStack(alignment: .leading, spacing: 14) {
      ForEach(cities, id: \.self) { city in
        Text(city)
          .font(city == selected ? .title2.bold() : .title3)
          .foregroundStyle(city == selected ? Color.white : Color.primary)
          .padding(.horizontal, 10)
          .padding(.vertical, 4)
          .anchorPreference(key: RowBoundsKey.self, value: .bounds) { [city: $0] }
      }
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .backgroundPreferenceValue(RowBoundsKey.self) { rows in
      GeometryReader { proxy in
        if let anchor = rows[selected] {
          let frame = proxy[anchor]
          RoundedRectangle(cornerRadius: 10)
            .fill(Color.indigo)
            .frame(width: frame.width, height: frame.height)
            .offset(x: frame.minX, y: frame.minY)
        }
      }
    }
  }
}

struct PreferenceShowcase: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 28) {
      VStack(alignment: .leading, spacing: 6) {
        Text("Anchor preferences").font(.headline)
        UnderlinedTabBar(tabs: ["World Clock", "Alarm", "Bedtime", "Timer"], selected: 1)
        Divider()
      }
      HighlightedCities()
      VStack(alignment: .leading, spacing: 8) {
        Text("Named coordinate space").font(.headline)
        HStack(spacing: 12) {
          Color.orange.frame(width: 60, height: 40)
          GeometryReader { proxy in
            let frame = proxy.frame(in: .named("card"))
            Text("x \(Int(frame.minX)), y \(Int(frame.minY))")
              .font(.callout)
              .frame(maxWidth: .infinity, maxHeight: .infinity)
              .background(Color.teal.opacity(0.25), in: RoundedRectangle(cornerRadius: 8))
          }
          .frame(height: 40)
        }
        .padding(16)
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))
        .coordinateSpace(.named("card"))
      }
    }
    .padding(20)
    .frame(maxHeight: .infinity, alignment: .top)
  }
}

#Preview("AnchorPreferences") { PreferenceShowcase() }
