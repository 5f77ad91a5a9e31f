import Vellum

/// The Authenticator's item list: large title "Verification codes", an always-visible search
/// drawer and a "+" toolbar button over either the empty state or sections of code rows.
struct BwaItemListView: View {
  struct Item {
    var name: String
    var username: String?
    var code: String
  }

  /// Sections of (header, items); empty shows the empty state.
  var sections: [(title: String, items: [Item])]

  var body: some View {
    NavigationStack {
      content
        .bitwardenPage()
        .bitwardenNavigationBar("Verification codes", displayMode: .large)
        .searchable(text: .constant(""), placement: .navigationBarDrawer(displayMode: .always), prompt: "Search")
        .toolbar {
          BitwardenToolbarIcon.add
        }
    }
    .tint(.bitwardenTint)
    .environment(\.bitwardenPalette, .authenticator)
  }

  @ViewBuilder var content: some View {
    if sections.isEmpty {
      emptyState
    } else {
      ScrollView {
        VStack(alignment: .leading, spacing: 20) {
          ForEach(sections, id: \.title) { section in
            BitwardenSection(title: section.title) {
              VStack(spacing: 7) {
                ForEach(section.items, id: \.name) { item in
                  BwaItemRow(name: item.name, username: item.username, code: item.code)
                }
              }
            }
          }
        }
        .padding(16)
      }
    }
  }

  /// The empty state, centred vertically in the scroll view.
  var emptyState: some View {
    GeometryReader { proxy in
      ScrollView {
        VStack(spacing: 16) {
          // The vault illustration (excluded from measuring): a rounded outline of its size.
          RoundedRectangle(cornerRadius: 6)
            .stroke(Color.gray, lineWidth: 2)
            .frame(width: 166, height: 157)
          Text("You don’t have any codes to display")
            .styleGuide(.headline)
            .fontWeight(.semibold)
          Text("Add a new code to secure your accounts.")
            .styleGuide(.subheadline)
          Button("Add code") {}
            .buttonStyle(.primary())
        }
        .multilineTextAlignment(.center)
        .padding(16)
        .frame(maxWidth: .infinity, minHeight: proxy.size.height)
      }
    }
  }
}

private let favoriteSections: [(title: String, items: [BwaItemListView.Item])] = [
  ("Favorites", [.init(name: "Favorited", code: "123 456")]),
  ("Personal", [.init(name: "One", code: "123 456"), .init(name: "Two", code: "123 456")]),
]

/// `bwa-item-list-empty`: the list with no items: illustration, headline, line and "Add code".
let bwaItemListEmpty = ConformanceCase(
  "bwa-item-list-empty", safeArea: .bitwarden,
  knownDifference:
    "Inter's wider word space splits the 33 pt large title into two ink boxes (iOS one); the empty "
    + "state 1.5-2.7 pt high"
) {
  BwaItemListView(sections: [])
}

/// `bwa-item-list-favorites`: a Favorites section with one row and a Personal section with two.
let bwaItemListFavorites = ConformanceCase(
  "bwa-item-list-favorites", safeArea: .bitwarden,
  knownDifference:
    "row cards 1.3 pt low; Inter's wider word space splits the 33 pt large title into two ink boxes "
    + "(iOS one)"
) {
  BwaItemListView(sections: favoriteSections)
}

/// `bwa-item-list-favorites-ax5`: the favorites list at AX5 (truncated title, wrapped codes).
let bwaItemListFavoritesAX5 = ConformanceCase(
  "bwa-item-list-favorites-ax5", safeArea: .bitwarden, dynamicTypeSize: .accessibility5,
  knownDifference:
    "Inter's wider bold truncates the AX5 large title a letter earlier (“Verificatio…”, iOS "
    + "“Verification…”); in the rows the code is offered less than its widest group, so “123 456” "
    + "breaks mid-number where iOS wraps at the space (the row's app code is not in the description)"
) {
  BwaItemListView(sections: favoriteSections)
}

/// `bwa-item-list-digits-dark`: dark; a Digits section of six two-line rows with 5- to 10-digit codes.
let bwaItemListDigitsDark = ConformanceCase(
  "bwa-item-list-digits-dark", safeArea: .bitwarden, colorScheme: .dark,
  knownDifference:
    "HStack splits the width between the name column and the ring + code so usernames truncate and codes "
    + "of 7+ digits wrap where iOS fits them (rows 70.33-72 tall, iOS 64.33)"
) {
  BwaItemListView(sections: [
    (
      "Digits",
      [
        .init(name: "Five", username: "person@example.com", code: "123 45"),
        .init(name: "Six", username: "person@example.com", code: "123 456"),
        .init(name: "Seven", username: "person@example.com", code: "123 456 7"),
        .init(name: "Eight", username: "person@example.com", code: "123 456 78"),
        .init(name: "Nine", username: "person@example.com", code: "123 456 789"),
        .init(name: "Ten", username: "person@example.com", code: "123 456 789 0"),
      ]
    )
  ])
}
