target_link_libraries(tst_profileview PRIVATE Qt6::Sql ZLIB::ZLIB)
